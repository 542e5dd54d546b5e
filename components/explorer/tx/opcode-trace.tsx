'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { formatInteger } from '@/lib/core/format';
import { Web3CallError } from '@/lib/client/web3';
import { opcodesQuery } from '@/lib/explorer/contract-queries';
import { failingStep, memoryOffset, pageCount, pageOfStep, STEPS_PER_PAGE } from '@/lib/explorer/opcode-trace';
import type { Opcode } from '@/lib/schemas/v1/contract-call';
import { muted } from './abi-values';

const button =
  'rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';
const cell = 'px-3 py-1.5 text-right font-mono tabular-nums';
const failure = 'text-red-800 dark:text-red-300';
const compact = (word: string) => `0x${word.replace(/^0+(?=.)/, '')}`;

function errorText(error: Error): string {
  if (error instanceof Web3CallError)
    return `${error.message}${error.detail && error.detail !== error.message ? `: ${error.detail}` : ''} (HTTP ${error.status})`;
  return error.message;
}

/** One step's stack (top first), memory and the storage its contract touched so far. */
function StepDetails({
  step,
  index,
  details,
  loadDetails,
  loading,
}: {
  step: Opcode;
  index: number;
  details: boolean;
  loadDetails: () => void;
  loading: boolean;
}) {
  if (!details) {
    return (
      <p className="text-sm">
        <button type="button" className={button} onClick={loadDetails} disabled={loading}>
          {loading ? 'Loading stack, memory and storage…' : 'Load stack, memory and storage'}
        </button>{' '}
        <span className={muted}>(re-executes the transaction with every step&apos;s state: a larger answer)</span>
      </p>
    );
  }
  const stack = [...(step.stack ?? [])].reverse();
  const storage = Object.entries(step.storage ?? {});
  return (
    <div className="grid gap-4 text-sm md:grid-cols-3">
      <section aria-label={`Stack at step ${index + 1}`}>
        <h4 className="font-medium">Stack ({stack.length}, top first)</h4>
        {stack.length === 0 ? (
          <p className={muted}>empty</p>
        ) : (
          <ol className="mt-1 space-y-0.5 font-mono text-xs">
            {stack.map((w, i) => (
              <li key={i} className="break-all" title={`0x${w}`}>
                <span className={muted}>{i}: </span>
                {compact(w)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label={`Memory at step ${index + 1}`}>
        <h4 className="font-medium">Memory ({formatInteger((step.memory ?? []).length * 32)} bytes)</h4>
        {(step.memory ?? []).length === 0 ? (
          <p className={muted}>empty</p>
        ) : (
          <ol
            className="mt-1 max-h-64 space-y-0.5 overflow-y-auto font-mono text-xs"
            tabIndex={0}
            aria-label="memory words"
          >
            {(step.memory ?? []).map((w, i) => (
              <li key={i} className="break-all">
                <span className={muted}>{memoryOffset(i)}: </span>
                {w}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label={`Storage at step ${index + 1}`}>
        <h4 className="font-medium">Storage touched ({storage.length})</h4>
        {storage.length === 0 ? (
          <p className={muted}>none so far</p>
        ) : (
          <dl className="mt-1 space-y-1 font-mono text-xs">
            {storage.map(([slot, value]) => (
              <div key={slot} className="break-all">
                <dt className={muted} title={`0x${slot}`}>
                  {compact(slot)} →
                </dt>
                <dd title={`0x${value}`}>{compact(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}

/**
 * The transaction re-executed step by step (GET …/opcodes): pc, opcode, gas left, its cost and call depth, a page
 * of steps at a time; a step opens its stack, memory and storage (read again with them on the first open). A failed
 * transaction's reverting step is marked, with its reason, and one click away.
 */
export default function OpcodeTrace({ base, transactionId }: { base: string; transactionId: string }) {
  const [details, setDetails] = useState(false);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const plain = useQuery(opcodesQuery(base, transactionId, false));
  const full = useQuery({ ...opcodesQuery(base, transactionId, true), enabled: details });
  const trace = (details && full.data) || plain.data;
  const failing = useMemo(() => (trace ? failingStep(trace.opcodes, trace.failed) : null), [trace]);

  if (plain.isPending)
    return (
      <p className={`px-4 py-3 text-sm ${muted}`} role="status">
        Re-executing the transaction…
      </p>
    );
  if (plain.error || !trace)
    return (
      <p className={`px-4 py-3 text-sm ${failure}`} role="alert">
        The opcode trace could not be read: {plain.error ? errorText(plain.error) : 'no answer'}
      </p>
    );

  const steps = trace.opcodes;
  const pages = pageCount(steps.length);
  const shown = steps.slice(page * STEPS_PER_PAGE, (page + 1) * STEPS_PER_PAGE);
  const goTo = (index: number) => {
    setPage(pageOfStep(index));
    setSelected(index);
  };

  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2 px-4 py-3">
        <span>
          <span className={muted}>Steps </span>
          {formatInteger(steps.length)}
        </span>
        <span>
          <span className={muted}>Gas used </span>
          {formatInteger(trace.gas)}
        </span>
        <span>
          <span className={muted}>Outcome </span>
          {trace.failed ? <span className={failure}>✗ failed</span> : <span>✓ succeeded</span>}
        </span>
        {failing && (
          <span className={failure} data-testid="revert-reason">
            Reverted at step {formatInteger(failing.index + 1)} ({steps[failing.index]!.op})
            {failing.reason ? `: ${failing.reason}` : ''}
          </span>
        )}
        {failing && (
          <button type="button" className={button} onClick={() => goTo(failing.index)}>
            Go to the step that reverted
          </button>
        )}
      </div>
      {full.error && (
        <p className={`px-4 pb-2 ${failure}`} role="alert">
          Stack, memory and storage could not be read: {errorText(full.error)}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Opcode trace, steps {formatInteger(page * STEPS_PER_PAGE + 1)} to{' '}
            {formatInteger(page * STEPS_PER_PAGE + shown.length)}
          </caption>
          <thead
            className={`border-y border-slate-200 bg-slate-50 text-xs dark:border-slate-800 dark:bg-slate-950 ${muted}`}
          >
            <tr>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Step
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                PC
              </th>
              <th scope="col" className="px-3 py-1.5 text-left font-medium">
                Opcode
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Gas
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Cost
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Depth
              </th>
              <th scope="col" className="px-3 py-1.5 text-left font-medium">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {shown.map((step, i) => {
              const index = page * STEPS_PER_PAGE + i;
              const reverted = failing?.index === index;
              const open = selected === index;
              return (
                <FragmentRow
                  key={index}
                  index={index}
                  step={step}
                  reverted={reverted}
                  open={open}
                  toggle={() => setSelected(open ? null : index)}
                >
                  {open && (
                    <tr>
                      <td colSpan={7} className="bg-slate-50 px-4 py-3 dark:bg-slate-950">
                        <StepDetails
                          step={details && full.data ? full.data.opcodes[index]! : step}
                          index={index}
                          details={details && Boolean(full.data)}
                          loadDetails={() => setDetails(true)}
                          loading={details && full.isFetching}
                        />
                      </td>
                    </tr>
                  )}
                </FragmentRow>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav
          aria-label="Opcode trace pages"
          className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-800"
        >
          <button type="button" className={button} disabled={page === 0} onClick={() => setPage(page - 1)}>
            ← Previous steps
          </button>
          <span className={muted}>
            Page {page + 1} of {pages}
          </span>
          <button type="button" className={button} disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            Next steps →
          </button>
        </nav>
      )}
    </div>
  );
}

function FragmentRow({
  index,
  step,
  reverted,
  open,
  toggle,
  children,
}: {
  index: number;
  step: Opcode;
  reverted: boolean;
  open: boolean;
  toggle: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <tr
        className={
          reverted
            ? 'bg-red-50 dark:bg-red-950/60'
            : step.op === 'REVERT'
              ? 'bg-amber-50 dark:bg-amber-950/40'
              : undefined
        }
        data-reverted={reverted || undefined}
      >
        <td className={cell}>{formatInteger(index + 1)}</td>
        <td className={cell}>{step.pc}</td>
        <td className="px-3 py-1.5 font-mono">
          {step.op}
          {reverted && <span className={`ml-2 font-sans text-xs ${failure}`}>✗ reverted here</span>}
        </td>
        <td className={cell}>{formatInteger(step.gas)}</td>
        <td className={cell}>{formatInteger(step.gas_cost)}</td>
        <td className={cell}>{step.depth}</td>
        <td className="px-3 py-1.5">
          <button
            type="button"
            className="text-sky-700 hover:underline dark:text-sky-400"
            aria-expanded={open}
            onClick={toggle}
          >
            State<span className="sr-only"> of step {index + 1}</span>
            <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
          </button>
        </td>
      </tr>
      {children}
    </>
  );
}
