import { createHash } from 'node:crypto';
import { ZodError, type ZodType } from 'zod';
import { StatusApiError, badRequest } from '../errors';

const tooLarge = () => new StatusApiError(413, `body: larger than ${MAX_BODY_BYTES / 1024} KiB`);

/** JSON responses for both status API families: ETag / If-None-Match, errors as `{"error": "..."}`. */

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when one of the If-None-Match entity tags matches (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => strip(tag) === strip(etag));
}

export function jsonResponse(
  request: Request,
  value: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const body = JSON.stringify(value);
  const status = init.status ?? 200;
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  // HEAD answers the headers GET would (RFC 9110 §9.3.2), so a client can revalidate with either.
  const head = request.method === 'HEAD';
  if (status === 200 && (request.method === 'GET' || head)) {
    const etag = etagOf(body);
    headers.set('ETag', etag);
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
      headers.delete('Content-Type');
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(head ? null : body, { status, headers });
}

/** Maps a thrown error to a status and message; anything unexpected is a 500 whose details stay in the log. */
export function errorBody(error: unknown): { status: number; message: string } {
  if (error instanceof StatusApiError) return { status: error.status, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: zodMessage(error) };
  console.error('status API error:', error);
  return { status: 500, message: 'internal error' };
}

/** `incident.status: Invalid option: expected one of …` — the field path first, so clients see what to fix. */
export function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(zodMessage(result.error));
  return result.data;
}

/** Far above any incident or component an author writes; a larger body is refused before it is read. */
export const MAX_BODY_BYTES = 256 * 1024;

export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body: not valid JSON');
  }
}
