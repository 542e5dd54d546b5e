import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StatusLive } from '../schemas/status';
import { fetchParsed } from './fetch-parsed';

export const STATUS_LIVE_PATH = '/status/live.json';
export const STATUS_REFRESH_MS = 30_000;

/** A JSON path of this server's status API or page (polled, so never from the HTTP cache), parsed with its schema. */
export function fetchStatusJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  return fetchParsed(path, schema, { cache: 'no-store' });
}

/** The schema loads with the first refresh, not with the page (see SchemaLoader). */
export const fetchStatusLive = async (): Promise<StatusLive> =>
  fetchStatusJson(STATUS_LIVE_PATH, (await import('../schemas/status')).StatusLiveSchema);

/** The status page refreshes every 30 s without a reload; the server render is the initial data. */
export const statusLiveQuery = (initialData?: StatusLive) =>
  queryOptions({
    queryKey: ['status', 'live'],
    queryFn: fetchStatusLive,
    initialData,
    initialDataUpdatedAt: initialData ? Date.parse(initialData.generated_at) : undefined,
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: 10_000,
  });
