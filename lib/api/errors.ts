/** Errors a /api/v1 handler throws; the router turns them into the Mirror Node's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }
}

/** 400: one message per bad parameter, in the order the reference lists them. */
export class InvalidArgumentError extends ApiError {
  constructor(messages: string | string[]) {
    super(400, Array.isArray(messages) ? messages : [messages]);
  }

  static invalid(...names: string[]): InvalidArgumentError {
    return new InvalidArgumentError(names.map(invalidParameter));
  }
}

export class NotFoundError extends ApiError {
  constructor(message = 'Not found') {
    super(404, [message]);
  }
}

export const invalidParameter = (name: string) => `Invalid parameter: ${name}`;
export const unknownParameter = (name: string) => `Unknown query parameter: ${name}`;
export const tooManyValues = (name: string, count: number, max: number) =>
  `Parameter values count exceeds maximum number allowed: ${name} count: ${count} max: ${max}`;

export interface ErrorBody {
  _status: { messages: { message: string }[] };
}

export function errorBody(messages: string[]): ErrorBody {
  return { _status: { messages: messages.map((message) => ({ message })) } };
}
