import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { ListProblem } from '@/components/explorer/list-problem';
import { SkeletonTable } from '@/components/explorer/skeleton';
import { NftHistory } from '@/components/explorer/token/nft-history';
import { NftSummary } from '@/components/explorer/token/nft-summary';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadOrNotFound, loadPagedList, pageContext } from '@/lib/explorer/load';
import type { Network } from '@/lib/explorer/networks';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath, detailHref, itemApiPath } from '@/lib/explorer/sections';
import { NFT_HISTORY, NFT_HISTORY_PARAMS } from '@/lib/explorer/token-lists';
import { Nft } from '@/lib/schemas/v1/nft';
import { TokenInfo } from '@/lib/schemas/v1/token';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string; serial: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, serial } = await params;
  return { title: `NFT ${decodeSegment(id)} #${decodeSegment(serial)}` };
}

export default async function NftPage({ params, searchParams }: Props) {
  const { id: rawId, serial: rawSerial } = await params;
  const { network, params: query } = await pageContext(searchParams);
  const id = pathId('tokens', decodeSegment(rawId));
  const serial = decodeSegment(rawSerial);
  if (id === null || !/^[1-9]\d{0,18}$/.test(serial)) notFound();
  // Both read before anything streams, so an unknown token or serial answers 404; the history streams in below.
  const [token, nft] = await Promise.all([
    loadOrNotFound(network, detailApiPath('tokens', id), TokenInfo),
    loadOrNotFound(network, `${itemApiPath('tokens', id)}/nfts/${serial}`, Nft),
  ]);
  return (
    <div className="space-y-6">
      <PageTitle kicker={`NFT · ${token.name} (${token.symbol})`} title={`${token.token_id} #${serial}`}>
        <CopyButton value={`${token.token_id}/${serial}`} label="token id and serial" />
      </PageTitle>
      <NftSummary
        nft={nft}
        token={token}
        rawHref={`${network.base}${itemApiPath('tokens', token.token_id)}/nfts/${serial}`}
      />
      <Suspense fallback={<SkeletonTable title="history" rows={5} columns={4} />}>
        <History network={network} tokenId={token.token_id} serial={serial} query={query} />
      </Suspense>
    </div>
  );
}

async function History({
  network,
  tokenId,
  serial,
  query,
}: {
  network: Network;
  tokenId: string;
  serial: string;
  query: URLSearchParams;
}) {
  const pagePath = `${detailHref('tokens', tokenId)}/nfts/${serial}`;
  const allowed = NFT_HISTORY_PARAMS;
  const apiPath = apiListPath(`${itemApiPath('tokens', tokenId)}/nfts/${serial}/transactions`, query, allowed);
  const { view, problems } = await loadPagedList(network, NFT_HISTORY, { apiPath, pagePath, current: query, allowed });
  if (problems)
    return <ListProblem title="History" pagePath={pagePath} current={query} allowed={allowed} problems={problems} />;
  return <NftHistory view={view} />;
}
