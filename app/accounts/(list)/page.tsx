import type { Metadata } from 'next';
import { PageTitle } from '@/components/explorer/card';
import { AccountsList } from '@/components/explorer/lists/accounts-list';
import { ListProblem } from '@/components/explorer/list-problem';
import { ACCOUNT_LIST_PARAMS } from '@/lib/explorer/list-params';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadPagedList, pageContext } from '@/lib/explorer/load';
import { AccountsResponse } from '@/lib/schemas/v1/account';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Accounts' };

export default async function AccountsPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const path = apiListPath('/api/v1/accounts', params, ACCOUNT_LIST_PARAMS);
  const { data, problems, previous } = await loadPagedList(network, {
    apiPath: path, schema: AccountsResponse, key: 'account.id', keys: (d) => d.accounts.map((a) => a.account),
    defaultOrder: 'asc', pagePath: '/accounts', current: params, allowed: ACCOUNT_LIST_PARAMS,
  });
  return (
    <div>
      <PageTitle kicker={network.name} title="Accounts" mono={false} />
      {data ? (
        <AccountsList base={network.base} path={path} query={params.toString()} initial={data} previous={previous} />
      ) : (
        <ListProblem title="Accounts" pagePath="/accounts" current={params} allowed={ACCOUNT_LIST_PARAMS} problems={problems} />
      )}
    </div>
  );
}
