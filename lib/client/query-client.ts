import { QueryClient } from '@tanstack/react-query';

/** One QueryClient per browser tab. Ledger answers stay fresh for a block interval, so 2 s is enough. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 2_000,
        // 4xx answers are final (bad id, not found); only network and 5xx errors are retried.
        retry: (count, error) => count < 2 && !(error instanceof HttpError && error.status < 500),
      },
    },
  });
}

/** An answer other than 2xx. `messages` are the Mirror Node's `_status.messages` (empty when the body has none). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly messages: readonly string[] = [],
  ) {
    super(message);
  }
}
