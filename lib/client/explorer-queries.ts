import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { resolveSearch, type Getter } from '../explorer/resolve';
import { ComponentsResponseSchema } from '../schemas/status';
import { ContractActionsResponse, type ContractAction } from '../schemas/v1/contract-action';
import { TokenInfo } from '../schemas/v1/token';
import { HttpError } from './query-client';
import { fetchStatusJson } from './status-queries';
import { fetchV1 } from './v1';

/** Query options for the explorer. Keys start with the network base ('' = this server) so networks never mix. */
export const v1Query = <S extends z.ZodType>(base: string, path: string, schema: S, initialData?: z.infer<S>, refetchInterval?: number) =>
  queryOptions({
    queryKey: ['v1', base, path],
    queryFn: () => fetchV1(path, schema, base) as Promise<z.infer<S>>,
    initialData,
    refetchInterval,
  });

/** A token's name, symbol and decimals barely change, so one answer serves every amount of it for minutes. */
const TOKEN_STALE_MS = 5 * 60_000;

/** One token's info, keyed like v1Query so a page that already read the same path shares the answer. */
export const tokenQuery = (base: string, id: string, initialData?: TokenInfo) =>
  queryOptions({
    queryKey: ['v1', base, tokenPath(id)],
    queryFn: () => fetchV1(tokenPath(id), TokenInfo, base),
    initialData,
    staleTime: TOKEN_STALE_MS,
  });

export const tokenPath = (id: string) => `/api/v1/tokens/${encodeURIComponent(id)}`;

/** Every action of a contract call, following links.next until the end. */
export async function fetchAllActions(base: string, id: string, get = fetchV1): Promise<ContractAction[]> {
  const actions: ContractAction[] = [];
  let path: string | null = `/api/v1/contracts/results/${id}/actions?limit=100`;
  for (let page = 0; path && page < 1000; page++) {
    const answer: ContractActionsResponse = await get(path, ContractActionsResponse, base);
    actions.push(...answer.actions);
    path = answer.links.next;
  }
  return actions;
}

export const actionsQuery = (base: string, id: string, initialData?: ContractAction[]) =>
  queryOptions({ queryKey: ['v1', base, 'actions', id], queryFn: () => fetchAllActions(base, id), initialData, staleTime: Infinity });

const browserGetter = (base: string): Getter =>
  (async (path, schema) => {
    try {
      return await fetchV1(path, schema, base);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }) as Getter;

export const searchQuery = (base: string, input: string) =>
  queryOptions({
    queryKey: ['search', base, input],
    queryFn: () => resolveSearch(input, browserGetter(base)),
    staleTime: 10_000,
  });

/** Consensus node health from the status API (Statuspage components), this server only. */
export const nodeHealthQuery = () =>
  queryOptions({
    queryKey: ['v2', 'components'],
    queryFn: () => fetchStatusJson('/api/v2/components.json', ComponentsResponseSchema),
    refetchInterval: 15_000,
  });
