import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { loadTokenPage, TokenFrame } from '@/app/_explorer/token-page';
import { ListProblem } from '@/components/explorer/list-problem';
import { SkeletonTable } from '@/components/explorer/skeleton';
import { NftGrid } from '@/components/explorer/token/nft-grid';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadPagedList } from '@/lib/explorer/load';
import { withNetwork, type Network } from '@/lib/explorer/networks';
import { decodeSegment } from '@/lib/explorer/path-ids';
import { detailHref, itemApiPath } from '@/lib/explorer/sections';
import { TOKEN_NFT_PARAMS, TOKEN_NFTS } from '@/lib/explorer/token-lists';
import type { TokenInfo } from '@/lib/schemas/v1/token';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `NFTs of token ${decodeSegment((await params).id)}` };
}

export default async function TokenNftsPage({ params, searchParams }: Props) {
  const { token, network, query } = await loadTokenPage(params, searchParams);
  // A fungible token has no serials: its page is its holders.
  if (token.type !== 'NON_FUNGIBLE_UNIQUE')
    redirect(withNetwork(detailHref('tokens', token.token_id), query.get('network')));
  return (
    <TokenFrame token={token} network={network} tab="nfts">
      <Suspense fallback={<SkeletonTable title="NFTs" rows={8} columns={3} />}>
        <Serials token={token} network={network} query={query} />
      </Suspense>
    </TokenFrame>
  );
}

async function Serials({ token, network, query }: { token: TokenInfo; network: Network; query: URLSearchParams }) {
  const pagePath = `${detailHref('tokens', token.token_id)}/nfts`;
  const allowed = TOKEN_NFT_PARAMS;
  const apiPath = apiListPath(`${itemApiPath('tokens', token.token_id)}/nfts`, query, allowed);
  const { view, problems } = await loadPagedList(network, TOKEN_NFTS, { apiPath, pagePath, current: query, allowed });
  if (problems)
    return <ListProblem title="NFTs" pagePath={pagePath} current={query} allowed={allowed} problems={problems} />;
  return <NftGrid view={view} />;
}
