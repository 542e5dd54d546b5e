/**
 * Methods this service answers at all. Anything else (TRACE, TRACK, WebDAV's PROPFIND …) is refused with a 405
 * before Next.js sees it (scripts/server.ts): Next.js builds a web Request for every request, whose constructor
 * throws on TRACE, and the client would get a 500 with a stack in the log for its own mistake.
 */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** What the explorer's and the status pages answer: they are read, never written to. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

export interface Refused {
  status: 405;
  headers: Record<string, string>;
  body: string;
}

function refusal(method: string, allowed: readonly string[]): Refused {
  return {
    status: 405,
    headers: { Allow: allowed.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    body: `Method ${method.replace(/[^A-Z0-9_-]/gi, '?').slice(0, 32)} is not allowed; allowed: ${allowed.join(', ')}\n`,
  };
}

/** A 405 for a method no route of this service serves; null for the others. */
export function unservedMethod(method: string | undefined): Refused | null {
  const name = method ?? '';
  return (SERVED_METHODS as readonly string[]).includes(name) ? null : refusal(name, SERVED_METHODS);
}

/** A 405 for a write to a page; null for a read. */
export function pageMethodRefusal(method: string): Refused | null {
  return (PAGE_METHODS as readonly string[]).includes(method) ? null : refusal(method, PAGE_METHODS);
}

/** As a web Response (the proxy's answer). */
export const refusedResponse = ({ status, headers, body }: Refused) => new Response(body, { status, headers });
