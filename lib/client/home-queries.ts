import { queryOptions } from '@tanstack/react-query';
import { StatusResponseSchema, type StatusResponse } from '../schemas/status';
import { BlocksResponse } from '../schemas/v1/block';
import { TransactionsResponse } from '../schemas/v1/transaction';
import { fetchStatusJson } from './status-queries';
import { fetchV1 } from './v1';

/**
 * Shared by the server render (initial data) and the browser (live refresh) so keys cannot drift. 40 blocks: the
 * newest 10 are listed, all of them feed the network-at-a-glance figures (about a minute of blocks).
 * `base` is the network's Mirror Node base URL ('' = this server).
 */
export const LATEST_BLOCKS_PATH = '/api/v1/blocks?limit=40';
export const LATEST_TRANSACTIONS_PATH = '/api/v1/transactions?limit=10';
const LIVE_REFRESH_MS = 2_000;

export const latestBlocksQuery = (initialData?: BlocksResponse, base = '') =>
  queryOptions({
    queryKey: ['v1', base, LATEST_BLOCKS_PATH],
    queryFn: () => fetchV1(LATEST_BLOCKS_PATH, BlocksResponse, base),
    initialData,
    refetchInterval: LIVE_REFRESH_MS,
  });

export const latestTransactionsQuery = (initialData?: TransactionsResponse, base = '') =>
  queryOptions({
    queryKey: ['v1', base, LATEST_TRANSACTIONS_PATH],
    queryFn: () => fetchV1(LATEST_TRANSACTIONS_PATH, TransactionsResponse, base),
    initialData,
    refetchInterval: LIVE_REFRESH_MS,
  });

/** The status page's overall status (this server's /api/v2), for the home page's "Network status" figure. */
export const networkStatusQuery = (initialData: StatusResponse) =>
  queryOptions({
    queryKey: ['v2', 'status'],
    queryFn: () => fetchStatusJson('/api/v2/status.json', StatusResponseSchema),
    initialData,
    refetchInterval: 30_000,
  });
