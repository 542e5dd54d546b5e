import { queryOptions } from '@tanstack/react-query';
import type { StatusResponse } from '../schemas/status';
import { fetchStatusJson } from './status-queries';
import { v1Query, type SchemaLoader } from './v1';

/**
 * Shared by the server render (initial data) and the browser (live refresh) so keys cannot drift. 40 blocks: the
 * newest 10 are listed, all of them feed the network-at-a-glance figures (about a minute of blocks).
 * `base` is the network's Mirror Node base URL ('' = this server).
 */
export const LATEST_BLOCKS_PATH = '/api/v1/blocks?limit=40';
export const LATEST_TRANSACTIONS_PATH = '/api/v1/transactions?limit=10';
const LIVE_REFRESH_MS = 2_000;

/** One of the home page's live reads: the server's answer first, then a refresh every LIVE_REFRESH_MS. */
export const latestQuery = <T>(base: string, path: string, loadSchema: SchemaLoader<T>, initialData?: T) =>
  v1Query(base, path, loadSchema, initialData, LIVE_REFRESH_MS);

/** The status page's overall status (this server's /api/v2), for the home page's "Network status" figure. */
export const networkStatusQuery = (initialData: StatusResponse) =>
  queryOptions({
    queryKey: ['v2', 'status'],
    queryFn: async () =>
      fetchStatusJson('/api/v2/status.json', (await import('../schemas/status')).StatusResponseSchema),
    initialData,
    refetchInterval: 30_000,
  });
