/**
 * An error an HTTP wrapper turns into an answer with this status. Each API writes the messages in its own error
 * body (/api/v1: the Mirror Node's `_status.messages`, /api/v2: `{"error": "..."}`), so they stay a list here.
 */
export class HttpError extends Error {
  readonly messages: readonly string[];

  constructor(
    readonly status: number,
    messages: string | readonly string[],
    /** More about the (single) message, where the API's error body has room for it. */
    readonly detail?: string,
    /** Headers the answer must carry (Retry-After of a 429, Allow of a 405). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    const list = typeof messages === 'string' ? [messages] : [...messages];
    super(list.join('; '));
    this.name = 'HttpError';
    this.messages = list;
  }
}
