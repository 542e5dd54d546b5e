'use client';

import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../use-hydrated';
import { Card } from '../card';

/** The trace's code (its table, the queries, zod and the schemas) loads with the first click, not with the page. */
const OpcodeTrace = lazy(() => import('./opcode-trace'));

/**
 * The opcode trace beside the call trace: the transaction re-executed step by step on the ledger as it stood
 * before it. Re-execution costs the server a whole run (and is throttled), so it starts only when asked for.
 */
export function OpcodeTraceCard({ base, transactionId }: { base: string; transactionId: string }) {
  const [shown, setShown] = useState(false);
  // Disabled until hydrated: a click on the server's markup before React attaches its handler would do nothing.
  const hydrated = useHydrated();
  return (
    <Card
      id="opcode-trace"
      title="Opcode trace"
      actions={
        <a
          href={`${base}/api/v1/contracts/results/${transactionId}/opcodes`}
          className="text-sm text-sky-700 hover:underline dark:text-sky-400"
        >
          Raw JSON
        </a>
      }
    >
      {shown ? (
        <Suspense
          fallback={
            <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400" role="status">
              Loading the trace viewer…
            </p>
          }
        >
          <OpcodeTrace base={base} transactionId={transactionId} />
        </Suspense>
      ) : (
        <p className="px-4 py-3 text-sm">
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setShown(true)}
            className="rounded-md border border-slate-300 px-2.5 py-1 hover:bg-slate-100 disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Show the opcode trace
          </button>{' '}
          <span className="text-slate-600 dark:text-slate-400">
            (re-executes the transaction: every step&apos;s pc, opcode, gas and depth)
          </span>
        </p>
      )}
    </Card>
  );
}
