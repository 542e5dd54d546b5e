/** The /api/v1 error grammar: the Mirror Node's messages and its error body; the router writes thrown HttpErrors so. */
import { HttpError } from '../http/errors';

/** 400: one message per bad parameter, in the order the reference lists them. */
export const invalidArgument = (messages: string | readonly string[]) => new HttpError(400, messages);

/** 400 naming each bad parameter `Invalid parameter: <name>`. */
export const invalidParameters = (...names: string[]) => invalidArgument(names.map(invalidParameter));

/** 400 with one message and the reference's `detail` beside it (e.g. why an account.id value was refused). */
export const invalidArgumentWithDetail = (message: string, detail: string) => new HttpError(400, message, detail);

export const notFound = (message = 'Not found') => new HttpError(404, message);

export const invalidParameter = (name: string) => `Invalid parameter: ${name}`;
export const unknownParameter = (name: string) => `Unknown query parameter: ${name}`;

export interface ErrorBody {
  _status: { messages: { message: string; detail?: string }[] };
}

/** The body of an error answer; a `detail` goes with the first message. */
export function errorBody(messages: readonly string[], detail?: string): ErrorBody {
  return {
    _status: { messages: messages.map((message, i) => (i === 0 && detail ? { message, detail } : { message })) },
  };
}
