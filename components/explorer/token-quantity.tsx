'use client';

import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { tokenQuery } from '@/lib/explorer/queries';
import { detailHref } from '@/lib/explorer/sections';
import type { TokenInfo } from '@/lib/schemas/v1/token';
import { NetLink } from './net-link';
import { EntityLink, TokenAmount } from './values';

interface TokenScope {
  /** The network's API base ('' = this server). */
  base: string;
  /** Token infos the server already read for this page, by token id. */
  known: Record<string, TokenInfo>;
}

const Scope = createContext<TokenScope>({ base: '', known: {} });

/** Tells the token amounts below which network to ask and what the server page already knows. */
export function TokenScopeProvider({
  base,
  known = {},
  children,
}: {
  base: string;
  known?: Record<string, TokenInfo>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ base, known }), [base, known]);
  return <Scope.Provider value={value}>{children}</Scope.Provider>;
}

/**
 * An amount of a token in its decimals and symbol. TanStack Query asks for each distinct token once; until the
 * answer arrives, or if it never does, the amount stays in smallest units so nothing breaks.
 */
export function TokenQuantity({
  tokenId,
  amount,
  decimals,
}: {
  tokenId: string;
  amount: bigint | number | null;
  decimals?: bigint | number | null;
}) {
  const data = useTokenInfo(tokenId);
  // The token's own decimals win; a row that carries them (an account's token balance) covers the wait.
  return <TokenAmount amount={amount} decimals={data ? BigInt(data.decimals) : decimals} symbol={data?.symbol} />;
}

/** A token's info: the server's when it read it for this page, else asked once per token (undefined until then). */
export function useTokenInfo(tokenId: string): TokenInfo | undefined {
  const { base, known } = useContext(Scope);
  return useQuery(tokenQuery(base, tokenId, known[tokenId])).data;
}

/**
 * A token id linked to its page (an NFT's serial to its own page), with the token's name and symbol beside it once
 * known, so a list of an account's tokens or NFTs says what they are and not only their numbers.
 */
export function TokenRef({ tokenId, serial }: { tokenId: string; serial?: bigint | number | null }) {
  const data = useTokenInfo(tokenId);
  return (
    <span className="inline-flex flex-col">
      <span className="whitespace-nowrap">
        <EntityLink id={tokenId} type="token" />
        {serial !== undefined && serial !== null && (
          <>
            {' '}
            <NetLink
              href={`${detailHref('tokens', tokenId)}/nfts/${String(serial)}`}
              className="font-mono text-sky-700 hover:underline dark:text-sky-400"
            >
              <span className="sr-only">Serial </span>#{String(serial)}
            </NetLink>
          </>
        )}
      </span>
      {data && (
        <span
          className="max-w-64 truncate text-xs text-slate-600 dark:text-slate-400"
          title={`${data.name} (${data.symbol})`}
        >
          {data.name} <span className="font-medium">({data.symbol})</span>
        </span>
      )}
    </span>
  );
}
