import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from './fetch-parsed';

/**
 * A wire schema the browser loads when it first parses with it (a dynamic import): pages paint from the server's
 * data, so zod and the schemas stay out of their first code and arrive with the first refresh.
 */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

/** Fetches an /api/v1 path from a Mirror-Node-compatible base URL (ours by default), parsed with its wire schema. */
export function fetchV1<S extends z.ZodType>(path: string, schema: S, base = ''): Promise<z.infer<S>> {
  return fetchParsed(`${base}${path}`, schema);
}

/** Query options for one /api/v1 path. Keys start with the network base ('' = this server) so networks never mix. */
export const v1Query = <T>(
  base: string,
  path: string,
  loadSchema: SchemaLoader<T>,
  initialData?: T,
  refetchInterval?: number,
) =>
  queryOptions<T>({
    queryKey: ['v1', base, path],
    queryFn: async () => fetchV1(path, await loadSchema(), base),
    initialData,
    refetchInterval,
  });
