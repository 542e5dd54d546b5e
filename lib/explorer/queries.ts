import { queryOptions } from '@tanstack/react-query';
import type { TokenInfo } from '../schemas/v1/token';
import { detailApiPath } from './sections';

/**
 * The reads (fetch + zod parse) load when a query first runs: most pages paint from the server's data and never
 * run one, so zod and the wire schemas stay out of their first client code.
 */
const reads = () => import('./browser-reads');

/** A token's name, symbol and decimals barely change, so one answer serves every amount of it for minutes. */
const TOKEN_STALE_MS = 5 * 60_000;

/** One token's info, keyed like v1Query so a page that already read the same path shares the answer. */
export const tokenQuery = (base: string, id: string, initialData?: TokenInfo) =>
  queryOptions({
    queryKey: ['v1', base, detailApiPath('tokens', id)],
    queryFn: async () => (await reads()).readToken(base, id),
    initialData,
    staleTime: TOKEN_STALE_MS,
  });

export const searchQuery = (base: string, input: string) =>
  queryOptions({
    queryKey: ['search', base, input],
    queryFn: async () => (await reads()).readSearch(base, input),
    staleTime: 10_000,
  });

/** Consensus node health from the status API (Statuspage components), this server only. */
export const nodeHealthQuery = () =>
  queryOptions({
    queryKey: ['v2', 'components'],
    queryFn: async () => (await reads()).readNodeHealth(),
    refetchInterval: 15_000,
  });
