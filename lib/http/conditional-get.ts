import { createHash } from 'node:crypto';

/**
 * The entity tag of a body: its SHA-1. Weak by default, as the Mirror Node's Express sends them (the same JSON
 * may reach a client compressed or not); `weak: false` gives a strong tag for byte-exact answers.
 */
export function etagOf(body: string | Uint8Array, { weak = true }: { weak?: boolean } = {}): string {
  const tag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return weak ? `W/${tag}` : tag;
}

const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/**
 * Whether an If-None-Match header names `etag`: `*`, or any tag of a comma-separated list, compared weakly
 * (`W/` ignored) as RFC 9110 §13.1.2 asks for GET and HEAD.
 */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return (header.match(ENTITY_TAG) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

/** An answer as plain data, which a node:http server writes without building a web Response. */
export interface PlainAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string | null;
}

export const toWebResponse = ({ status, headers, body }: PlainAnswer): Response =>
  new Response(body, { status, headers });

/**
 * A 200 (or other 2xx) answer to a GET or HEAD, or 304 when the request's If-None-Match names its ETag. A 304 keeps the
 * validators and caching headers but no Content-Type (RFC 9110 §15.4.5, and what Express does); HEAD gets no body.
 */
export function conditionalPlainAnswer(
  method: string,
  ifNoneMatch: string | null,
  body: string,
  headers: Record<string, string>,
  status = 200,
): PlainAnswer {
  const etag = headers.etag;
  if (etag !== undefined && matchesIfNoneMatch(ifNoneMatch, etag)) {
    return {
      status: 304,
      headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type')),
      body: null,
    };
  }
  return { status, headers, body: method === 'HEAD' ? null : body };
}

/** conditionalPlainAnswer for a web Request, as a web Response. */
export function conditionalAnswer(request: Request, body: string, headers: Headers, status = 200): Response {
  return toWebResponse(
    conditionalPlainAnswer(
      request.method,
      request.headers.get('if-none-match'),
      body,
      Object.fromEntries(headers),
      status,
    ),
  );
}
