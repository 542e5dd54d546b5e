import type { ZodError, ZodType } from 'zod';
import { badRequest } from './errors';

/**
 * Request bodies checked against their Zod schema, for the authoring functions and the HTTP layer alike (below both,
 * so authoring need not import the HTTP layer).
 */

/** `incident.status: Invalid option: expected one of …` — the field path first, so clients see what to fix. */
export function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** The value as the schema reads it, or a 400 naming what is wrong. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(zodMessage(result.error));
  return result.data;
}
