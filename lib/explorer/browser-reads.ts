/**
 * The browser's reads behind the explorer's queries (queries.ts): fetch, then parse with the wire schema. Imported
 * when a query first runs, not with the page, so zod and the schemas load after the first paint.
 */
import { HttpError } from '../client/query-client';
import { fetchStatusJson } from '../client/status-queries';
import { fetchV1 } from '../client/v1';
import { ComponentsResponseSchema } from '../schemas/status';
import { TokenInfo } from '../schemas/v1/token';
import { resolveSearch, type Getter } from './resolve';
import { detailApiPath } from './sections';

export const readToken = (base: string, id: string) => fetchV1(detailApiPath('tokens', id), TokenInfo, base);

/** The browser's reads for search: a 400 or 404 answer means "no such thing". */
const browserGetter =
  (base: string): Getter =>
  async (path, schema) => {
    try {
      return await fetchV1(path, schema, base);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  };

export const readSearch = (base: string, input: string) => resolveSearch(input, browserGetter(base));

/** Consensus node health from the status API (Statuspage components), this server only. */
export const readNodeHealth = () => fetchStatusJson('/api/v2/components.json', ComponentsResponseSchema);
