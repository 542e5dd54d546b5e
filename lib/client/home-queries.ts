import { queryOptions } from '@tanstack/react-query';
import { BlocksResponse } from '../schemas/v1/block';
import { TransactionsResponse } from '../schemas/v1/transaction';
import { fetchV1 } from './v1';

/** Shared by the server render (initial data) and the browser (live refresh) so keys cannot drift. */
export const LATEST_BLOCKS_PATH = '/api/v1/blocks?limit=10';
export const LATEST_TRANSACTIONS_PATH = '/api/v1/transactions?limit=10';
const LIVE_REFRESH_MS = 2_000;

export const latestBlocksQuery = (initialData?: BlocksResponse) =>
  queryOptions({
    queryKey: ['v1', 'blocks', { limit: 10 }],
    queryFn: () => fetchV1(LATEST_BLOCKS_PATH, BlocksResponse),
    initialData,
    refetchInterval: LIVE_REFRESH_MS,
  });

export const latestTransactionsQuery = (initialData?: TransactionsResponse) =>
  queryOptions({
    queryKey: ['v1', 'transactions', { limit: 10 }],
    queryFn: () => fetchV1(LATEST_TRANSACTIONS_PATH, TransactionsResponse),
    initialData,
    refetchInterval: LIVE_REFRESH_MS,
  });
