import { ZodError } from 'zod';
import { conditionalAnswer, etagOf } from '../../http/conditional-get';
import { HttpError } from '../../http/errors';
import { readJsonBody as readBoundedJsonBody } from '../../http/json-body';
import { zodMessage } from '../parse';

/** JSON responses for both status API families: strong ETags and conditional GET (lib/http), errors as `{"error": "..."}`. */

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
    headers.set('ETag', etagOf(body, { weak: false }));
    return conditionalAnswer(request, body, headers);
  }
  return new Response(head ? null : body, { status, headers });
}

/** Maps a thrown error to a status and message; anything unexpected is a 500 whose details stay in the log. */
export function errorBody(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: zodMessage(error) };
  console.error('status API error:', error);
  return { status: 500, message: 'internal error' };
}

/** Far above any incident or component an author writes; a larger body is refused before it is read. */
export const MAX_BODY_BYTES = 256 * 1024;

export function readJsonBody(request: Request): Promise<unknown> {
  return readBoundedJsonBody(request, MAX_BODY_BYTES);
}
