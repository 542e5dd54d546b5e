import 'server-only';
import type { z } from 'zod';
import { getApiContext } from '../api/v1/context';
import { handleV1 } from '../api/v1/router';
import { fetchParsed } from './fetch-parsed';

/** Server components read /api/v1 in process (no HTTP hop), through the same router, parsing and schemas as the browser. */
export function serverV1<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  return fetchParsed(`http://in-process${path}`, schema, {
    fetcher: async (url, init) => handleV1(new Request(url, init), await getApiContext()),
  });
}
