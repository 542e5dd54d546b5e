import type { z } from 'zod';
import { parseJsonLossless } from '../core/int64-json';
import { HttpError } from './query-client';

/**
 * Fetches an /api/v1 path from a Mirror-Node-compatible base URL (ours by default) and parses it with the
 * shared wire schema. int64 values survive as bigint.
 */
export async function fetchV1<S extends z.ZodType>(path: string, schema: S, base = ''): Promise<z.infer<S>> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  const text = await response.text();
  if (!response.ok) {
    const message = (() => {
      try {
        return (JSON.parse(text) as { _status?: { messages?: { message: string }[] } })._status?.messages?.[0]?.message;
      } catch {
        return undefined;
      }
    })();
    throw new HttpError(response.status, message ?? `HTTP ${response.status}`);
  }
  return schema.parse(parseJsonLossless(text));
}
