import { queryOptions } from '@tanstack/react-query';
import { followPages } from '../client/fetch-parsed';
import { HttpError } from '../client/query-client';
import { fetchStatusJson } from '../client/status-queries';
import { fetchV1 } from '../client/v1';
import { ComponentsResponseSchema } from '../schemas/status';
import { ContractActionsResponse, type ContractAction } from '../schemas/v1/contract-action';
import { TokenInfo } from '../schemas/v1/token';
import { resolveSearch, type Getter } from './resolve';
import { detailApiPath } from './sections';

/** A token's name, symbol and decimals barely change, so one answer serves every amount of it for minutes. */
const TOKEN_STALE_MS = 5 * 60_000;

/** One token's info, keyed like v1Query so a page that already read the same path shares the answer. */
export const tokenQuery = (base: string, id: string, initialData?: TokenInfo) =>
  queryOptions({
    queryKey: ['v1', base, detailApiPath('tokens', id)],
    queryFn: () => fetchV1(detailApiPath('tokens', id), TokenInfo, base),
    initialData,
    staleTime: TOKEN_STALE_MS,
  });

/** Every action of a contract call, following links.next until the end. */
export async function fetchAllActions(base: string, id: string, get = fetchV1): Promise<ContractAction[]> {
  const actions: ContractAction[] = [];
  const read = (path: string) => get(path, ContractActionsResponse, base);
  for await (const page of followPages(`/api/v1/contracts/results/${id}/actions?limit=100`, read)) actions.push(...page.actions);
  return actions;
}

export const actionsQuery = (base: string, id: string, initialData?: ContractAction[]) =>
  queryOptions({ queryKey: ['v1', base, 'actions', id], queryFn: () => fetchAllActions(base, id), initialData, staleTime: Infinity });

/** The browser's reads for search: a 400 or 404 answer means "no such thing". */
const browserGetter = (base: string): Getter => async (path, schema) => {
  try {
    return await fetchV1(path, schema, base);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};

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
