import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { feeTokenIds, TokenFees } from '@/components/explorer/token/token-fees';
import { TokenSummary } from '@/components/explorer/token/token-summary';
import { TokenScopeProvider } from '@/components/explorer/token-quantity';
import { Badge } from '@/components/explorer/values';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadOrNotFound, loadTokens, pageContext } from '@/lib/explorer/load';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath } from '@/lib/explorer/sections';
import { TokenInfo } from '@/lib/schemas/v1/token';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Token ${decodeSegment((await params).id)}` };
}

export default async function TokenPage({ params, searchParams }: Props) {
  const id = pathId('tokens', decodeSegment((await params).id));
  const { network } = await pageContext(searchParams);
  if (id === null) notFound();
  // No loading boundary on this page: nothing streams before the token is read, so an unknown one answers 404.
  const token = await loadOrNotFound(network, detailApiPath('tokens', id), TokenInfo);
  const known = await loadTokens(network, feeTokenIds(token));
  return (
    <div className="space-y-6">
      <PageTitle kicker={`Token · ${token.symbol}`} title={token.token_id}>
        <span className="flex items-center gap-2">
          <CopyButton value={token.token_id} label="token id" />
          {token.deleted && <Badge>deleted</Badge>}
          {token.pause_status === 'PAUSED' && <Badge>paused</Badge>}
        </span>
      </PageTitle>
      <TokenSummary token={token} rawHref={`${network.base}${detailApiPath('tokens', token.token_id)}`} />
      <TokenScopeProvider base={network.base} known={known}>
        <TokenFees token={token} />
      </TokenScopeProvider>
    </div>
  );
}
