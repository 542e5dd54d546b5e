import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from './fetch-parsed';

/** Fetches an /api/v1 path from a Mirror-Node-compatible base URL (ours by default), parsed with its wire schema. */
export function fetchV1<S extends z.ZodType>(path: string, schema: S, base = ''): Promise<z.infer<S>> {
  return fetchParsed(`${base}${path}`, schema);
}

/**
 * Query options for one /api/v1 path. Keys start with the network base ('' = this server) so networks never mix.
 * The answer's type is named, so a schema typed by a caller's type parameter (`z.ZodType<P>`) still gives `P`.
 */
export const v1Query = <S extends z.ZodType>(base: string, path: string, schema: S, initialData?: z.infer<S>, refetchInterval?: number) =>
  queryOptions<z.infer<S>>({
    queryKey: ['v1', base, path],
    queryFn: () => fetchV1(path, schema, base),
    initialData,
    refetchInterval,
  });
