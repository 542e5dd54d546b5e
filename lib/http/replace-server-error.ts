import type { ServerResponse } from 'node:http';

type Method = 'writeHead' | 'write' | 'end' | 'flushHeaders';
const METHODS: readonly Method[] = ['writeHead', 'write', 'end', 'flushHeaders'];

export interface ReplacementAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for HEAD. */
  body: string | null;
}

/**
 * Asked once the handler starts answering with a 5xx other than 503: the answer to give instead, or null to let
 * the handler's through. The handler's own headers are dropped with it, but for those in `keepHeaders`.
 */
export interface ServerErrorReplacement {
  instead(): Promise<ReplacementAnswer | null>;
  keepHeaders?: readonly string[];
}

/**
 * Lets a handler we do not control (Next.js rendering a page) have its 500 replaced before anything reaches the
 * client. The first time the handler writes, its status is looked at: below 500, or a 503 already, everything
 * passes through untouched from then on. Otherwise what it writes is held while `instead` decides: then either
 * the replacement is written and the handler's output dropped, or the held output is written as it was.
 * Used for explorer pages: a page that failed because the ledger stopped answering is the 503 "ledger unreachable"
 * page, not a 500 (the ledger watch remembers "reachable" for a few seconds, so the first failures of an outage
 * reach the page before the watch knows).
 */
export function replaceServerError(res: ServerResponse, replacement: ServerErrorReplacement): void {
  const original = new Map(METHODS.map((name) => [name, res[name]] as const));
  const callOriginal = (name: Method, args: unknown[]) =>
    (original.get(name) as (...a: unknown[]) => unknown).apply(res, args);
  // The interceptors stay in place for good (only passing through once decided): Next.js wraps these methods again
  // itself (its compression), so taking ours out would take its wrappers out with them.
  let mode: 'undecided' | 'pass' | 'hold' | 'swallow' = 'undecided';
  const held: (() => void)[] = [];

  const settle = async () => {
    const answer = await replacement.instead().catch(() => null);
    if (!answer) {
      mode = 'pass';
      for (const call of held.splice(0)) call();
      return;
    }
    // Replaced: whatever the handler still writes goes nowhere (writing after our end would be an error event).
    mode = 'swallow';
    held.length = 0;
    const keep = new Set((replacement.keepHeaders ?? []).map((h) => h.toLowerCase()));
    for (const name of res.getHeaderNames()) if (!keep.has(name)) res.removeHeader(name);
    callOriginal('writeHead', [answer.status, answer.headers]);
    callOriginal('end', [answer.body ?? undefined]);
  };

  const intercept = (name: Method, statusOf: (args: unknown[]) => number, result: () => unknown) => {
    (res as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      if (mode === 'undecided') {
        const status = statusOf(args);
        mode = status < 500 || status === 503 ? 'pass' : 'hold';
        if (mode === 'hold') {
          void settle().catch((error: unknown) => {
            console.error('replacing a server error failed:', error);
            res.destroy();
          });
        }
      }
      if (mode === 'pass') return callOriginal(name, args);
      if (mode === 'hold') held.push(() => callOriginal(name, args));
      else {
        const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
        if (callback) queueMicrotask(callback);
      }
      return result();
    };
  };
  intercept(
    'writeHead',
    (args) => Number(args[0]),
    () => res,
  );
  intercept(
    'write',
    () => res.statusCode,
    () => true,
  );
  intercept(
    'end',
    () => res.statusCode,
    () => res,
  );
  intercept(
    'flushHeaders',
    () => res.statusCode,
    () => undefined,
  );
}
