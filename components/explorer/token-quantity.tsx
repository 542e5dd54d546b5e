'use client';

import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { tokenQuery } from '@/lib/client/explorer-queries';
import type { TokenInfo } from '@/lib/schemas/v1/token';
import { TokenAmount } from './values';

interface TokenScope {
  /** The network's API base ('' = this server). */
  base: string;
  /** Token infos the server already read for this page, by token id. */
  known: Record<string, TokenInfo>;
}

const Scope = createContext<TokenScope>({ base: '', known: {} });

/** Tells the token amounts below which network to ask and what the server page already knows. */
export function TokenScopeProvider({ base, known = {}, children }: { base: string; known?: Record<string, TokenInfo>; children: ReactNode }) {
  const value = useMemo(() => ({ base, known }), [base, known]);
  return <Scope.Provider value={value}>{children}</Scope.Provider>;
}

/**
 * An amount of a token in its decimals and symbol. TanStack Query asks for each distinct token once; until the
 * answer arrives, or if it never does, the amount stays in smallest units so nothing breaks.
 */
export function TokenQuantity({ tokenId, amount }: { tokenId: string; amount: bigint | number | null }) {
  const { base, known } = useContext(Scope);
  const { data } = useQuery(tokenQuery(base, tokenId, known[tokenId]));
  return <TokenAmount amount={amount} decimals={data ? BigInt(data.decimals) : undefined} symbol={data?.symbol} />;
}
