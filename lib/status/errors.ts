/** An error the HTTP wrappers turn into a JSON answer with this status and message. */
export class StatusApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StatusApiError';
  }
}

export const notFound = (what: string) => new StatusApiError(404, `${what} not found`);
export const unprocessable = (message: string) => new StatusApiError(422, message);
export const badRequest = (message: string) => new StatusApiError(400, message);
export const conflict = (message: string) => new StatusApiError(409, message);
