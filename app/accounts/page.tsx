import type { Metadata } from 'next';
import { PageTitle } from '@/components/explorer/card';
import { AccountsList } from '@/components/explorer/lists/accounts-list';
import { ACCOUNT_LIST_PARAMS } from '@/lib/explorer/list-params';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { load, pageContext } from '@/lib/explorer/load';
import { AccountsResponse } from '@/lib/schemas/v1/account';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Accounts' };

export default async function AccountsPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const path = apiListPath('/api/v1/accounts', params, ACCOUNT_LIST_PARAMS);
  const initial = await load(network, path, AccountsResponse);
  return (
    <div>
      <PageTitle kicker={network.name} title="Accounts" mono={false} />
      <AccountsList base={network.base} path={path} query={params.toString()} initial={initial} />
    </div>
  );
}
