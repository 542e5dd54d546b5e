import type { z } from 'zod';
import { fetchParsed } from './fetch-parsed';

/** Fetches an /api/v1 path from a Mirror-Node-compatible base URL (ours by default), parsed with its wire schema. */
export function fetchV1<S extends z.ZodType>(path: string, schema: S, base = ''): Promise<z.infer<S>> {
  return fetchParsed(`${base}${path}`, schema);
}
