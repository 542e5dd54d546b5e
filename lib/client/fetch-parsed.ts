import type { z } from 'zod';
import { parseJsonLossless } from '../core/int64-json';
import { HttpError } from './query-client';

/** How a request is answered: the platform's fetch, or (on the server) this server's own router in process. */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export interface FetchOptions {
  /** Polled data must not come from the HTTP cache. */
  cache?: RequestCache;
  fetcher?: Fetcher;
}

/**
 * The one way the UI reads JSON: fetch, refuse a non-2xx answer as an HttpError carrying the API's messages, parse
 * losslessly (int64 values survive as bigint) and check the answer against its wire schema.
 */
export async function fetchParsed<S extends z.ZodType>(
  url: string,
  schema: S,
  { cache, fetcher = fetch }: FetchOptions = {},
): Promise<z.infer<S>> {
  const response = await fetcher(url, { headers: { accept: 'application/json' }, ...(cache ? { cache } : {}) });
  const text = await response.text();
  if (!response.ok) {
    const messages = statusMessages(text);
    throw new HttpError(response.status, messages[0] ?? `HTTP ${response.status}`, messages);
  }
  return schema.parse(parseJsonLossless(text));
}

/** The Mirror Node's error messages (`{"_status":{"messages":[{"message":…}]}}`), none when the body is not that. */
function statusMessages(text: string): string[] {
  try {
    const body = JSON.parse(text) as { _status?: { messages?: { message?: unknown }[] } };
    return (body._status?.messages ?? []).map((m) => m.message).filter((m): m is string => typeof m === 'string');
  } catch {
    return [];
  }
}

/** A list answer: its rows and the API's link to the next page. */
export interface Paged {
  links: { next: string | null };
}

/**
 * Every page of a list from `first`, following links.next until it ends (or `maxPages`, against a server that never
 * stops). The reader stops early by breaking out of the loop.
 */
export async function* followPages<P extends Paged>(
  first: string,
  read: (path: string) => Promise<P>,
  maxPages = 1000,
): AsyncGenerator<P> {
  let next: string | null = first;
  for (let page = 0; next && page < maxPages; page++) {
    const answer: P = await read(next);
    yield answer;
    next = answer.links.next;
  }
}
