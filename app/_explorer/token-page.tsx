import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/explorer/card';
import { ReadContractCard } from '@/components/explorer/contract/read-contract-card';
import { CopyButton } from '@/components/explorer/copy-button';
import { feeTokenIds, TokenFees } from '@/components/explorer/token/token-fees';
import { TokenSummary } from '@/components/explorer/token/token-summary';
import { TokenTabs, type TokenTab } from '@/components/explorer/token/token-tabs';
import { TokenScopeProvider } from '@/components/explorer/token-quantity';
import { Badge } from '@/components/explorer/values';
import { facadeStandard, readFunctions } from '@/lib/explorer/contract-interface';
import { longZeroAddress } from '@/lib/explorer/evm';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { loadOrNotFound, loadTokens, pageContext } from '@/lib/explorer/load';
import type { Network } from '@/lib/explorer/networks';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath } from '@/lib/explorer/sections';
import { TokenInfo } from '@/lib/schemas/v1/token';

export interface TokenPageContext {
  token: TokenInfo;
  network: Network;
  query: URLSearchParams;
}

/** The token a /tokens/{id}… page names, its network and its query; an unknown token is the not-found page. */
export async function loadTokenPage(
  params: Promise<{ id: string }>,
  searchParams: Promise<SearchParamsRecord>,
): Promise<TokenPageContext> {
  const id = pathId('tokens', decodeSegment((await params).id));
  const { network, params: query } = await pageContext(searchParams);
  if (id === null) notFound();
  // Read before anything streams, so an unknown token answers 404; the tab's list streams in below.
  const token = await loadOrNotFound(network, detailApiPath('tokens', id), TokenInfo);
  return { token, network, query };
}

/**
 * What every tab of a token's page shows: its title, summary, keys and fees, then the tabs and the tab's list. The
 * first tab adds the reads of the token's HIP-719 facade (its ERC-20 or ERC-721 face at its own address).
 */
export async function TokenFrame({
  token,
  network,
  tab,
  children,
}: {
  token: TokenInfo;
  network: Network;
  tab: TokenTab;
  children: ReactNode;
}) {
  const known = await loadTokens(network, feeTokenIds(token));
  const facade = tab === '' && !token.deleted ? longZeroAddress(token.token_id) : null;
  const standard = facadeStandard(token.type);
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
      {facade && (
        <ReadContractCard
          base={network.base}
          address={facade}
          standards={[standard]}
          functions={readFunctions([standard])}
          via="its HIP-719 facade"
        />
      )}
      <TokenTabs token={token} current={tab} />
      {children}
    </div>
  );
}
