import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadTokenPage, TokenFrame } from '@/app/_explorer/token-page';
import { ListProblem } from '@/components/explorer/list-problem';
import { SkeletonTable } from '@/components/explorer/skeleton';
import { TokenHolders } from '@/components/explorer/token/token-holders';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadPagedList } from '@/lib/explorer/load';
import type { Network } from '@/lib/explorer/networks';
import { decodeSegment } from '@/lib/explorer/path-ids';
import { detailHref, itemApiPath } from '@/lib/explorer/sections';
import { TOKEN_HOLDER_DEFAULTS, TOKEN_HOLDER_PARAMS, TOKEN_HOLDERS } from '@/lib/explorer/token-lists';
import type { TokenInfo } from '@/lib/schemas/v1/token';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Token ${decodeSegment((await params).id)}` };
}

export default async function TokenPage({ params, searchParams }: Props) {
  const { token, network, query } = await loadTokenPage(params, searchParams);
  return (
    <TokenFrame token={token} network={network} tab="">
      <Suspense fallback={<SkeletonTable title="holders" rows={10} columns={3} />}>
        <Holders token={token} network={network} query={query} />
      </Suspense>
    </TokenFrame>
  );
}

async function Holders({ token, network, query }: { token: TokenInfo; network: Network; query: URLSearchParams }) {
  const pagePath = detailHref('tokens', token.token_id);
  const allowed = TOKEN_HOLDER_PARAMS;
  const apiPath = apiListPath(
    `${itemApiPath('tokens', token.token_id)}/balances`,
    query,
    allowed,
    TOKEN_HOLDER_DEFAULTS,
  );
  const { view, problems } = await loadPagedList(network, TOKEN_HOLDERS, {
    apiPath,
    pagePath,
    current: query,
    allowed,
  });
  if (problems)
    return <ListProblem title="Holders" pagePath={pagePath} current={query} allowed={allowed} problems={problems} />;
  return <TokenHolders token={token} view={view} />;
}
