import type { ReactNode } from 'react';
import { actionFailed, type TraceNode } from '@/lib/explorer/trace';
import type { DecodedAction, PartyDecoding } from '@/lib/explorer/trace-decode';
import { formatHbar, formatInteger, shortHash } from '@/lib/core/format';
import { CopyButton } from '../copy-button';
import { EntityLink, Hbar } from '../values';

const TYPE_COLOURS: Record<string, string> = {
  CALL: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  STATICCALL: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  DELEGATECALL: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  CALLCODE: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  CREATE: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  CREATE2: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  PRECOMPILE: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100',
  SYSTEM: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100',
};

const muted = 'text-slate-600 dark:text-slate-400';
/** Hex longer than this (in characters) is cut in the details; the copy button still copies all of it. */
const HEX_SHOWN = 1024;

/**
 * The EVM operation (CALL, DELEGATECALL, CREATE2 …). The record says UNKNOWN when there was none to record (a
 * precompile or system contract reached without an opcode): then its call type names it, and NO_ACTION says nothing.
 */
const operationOf = (a: DecodedAction) => {
  if (a.call_operation_type && a.call_operation_type !== 'UNKNOWN') return a.call_operation_type;
  return a.call_type && a.call_type !== 'NO_ACTION' ? a.call_type : 'CALL';
};
/** What kind of callee the record says it was, when that adds something to the operation. */
const calleeKind = (a: DecodedAction, operation: string) =>
  a.call_type && a.call_type !== operation && a.call_type !== 'NO_ACTION' && a.call_type !== 'CALL'
    ? a.call_type
    : null;

/** What both the compact row and the details show: operation, outcome, selector and gas use. */
function summarise(a: DecodedAction) {
  const gas = BigInt(a.gas);
  const used = BigInt(a.gas_used);
  return {
    operation: operationOf(a),
    failed: actionFailed(a),
    selector: a.decoded.selector,
    signature: a.decoded.signature,
    gas,
    used,
    percent: gas > 0n ? Number((used * 1000n) / gas) / 10 : 0,
  };
}

/** A party as words: the precompile/system contract name, else the entity id, else the EVM address. */
function partyText(id: string | null, address: string | null, party: PartyDecoding): string {
  return party.known?.name ?? id ?? address ?? 'unknown';
}

/** The treeitem's accessible name: what its row shows, in words (parties, value, gas, function, failure). */
export function describeAction(node: TraceNode<DecodedAction>): string {
  const a = node.action;
  const { operation, failed, selector, signature, gas, used } = summarise(a);
  const parts = [
    `${node.path} ${operation} ${partyText(a.caller, a.from, a.decoded.caller)} to ${partyText(a.recipient, a.to, a.decoded.recipient)}`,
  ];
  if (BigInt(a.value) !== 0n) parts.push(`value ${formatHbar(a.value)}`);
  parts.push(`gas ${formatInteger(used)} of ${formatInteger(gas)}`);
  if (selector) parts.push(signature ?? `selector ${selector}`);
  if (failed) {
    const reason = a.decoded.revert?.text;
    parts.push(reason ? `failed: ${reason.length > 80 ? `${reason.slice(0, 77)}…` : reason}` : 'failed');
  }
  return parts.join(', ');
}

/** What names a party across the trace (its entity id, else its address): pointing at one marks it everywhere. */
export function partyKey(id: string | null, address: string | null): string | null {
  return (id ?? address)?.toLowerCase() ?? null;
}

/** from/to in the compact row: the system contract name or the entity id (linked), an alias address shortened. */
function Party({
  id,
  address,
  party,
  tabIndex,
}: {
  id: string | null;
  address: string | null;
  party: PartyDecoding;
  tabIndex: number;
}) {
  const known = party.known;
  return (
    <span
      data-party={partyKey(id, address) ?? undefined}
      className="inline-flex flex-wrap items-baseline gap-x-1 rounded px-0.5"
    >
      {known && (
        <span className="font-medium" title={`${known.kind}: ${known.description}${address ? ` (${address})` : ''}`}>
          {known.name}
        </span>
      )}
      {id ? (
        <EntityLink id={id} copy={false} tabIndex={tabIndex} />
      ) : (
        !known &&
        (address ? (
          <span className="font-mono" title={address}>
            {shortHash(address, 4)}
          </span>
        ) : (
          <span className={muted}>—</span>
        ))
      )}
      {id && party.alias && (
        <span className={`font-mono ${muted}`} title={address ?? undefined}>
          ({shortHash(address!, 4)})
        </span>
      )}
    </span>
  );
}

/**
 * One action of the trace, read like code: type, from → to, value, gas, selector, output or revert reason — compact;
 * full values with copy buttons are in its details (TraceDetails). `tabIndex` is 0 only on the tree's active item, so
 * its links and buttons follow it in the tab order while arrow keys move between items.
 */
export function TraceRow({
  node,
  tabIndex,
  detailsId,
  detailsOpen,
  onToggleDetails,
}: {
  node: TraceNode<DecodedAction>;
  tabIndex: number;
  detailsId: string;
  detailsOpen: boolean;
  onToggleDetails: () => void;
}) {
  const a = node.action;
  const { operation, failed, selector, signature, gas, used, percent } = summarise(a);
  const kind = calleeKind(a, operation);
  const revert = failed ? a.decoded.revert : null;
  return (
    <div
      className={`flex min-w-48 flex-wrap items-center gap-x-3 gap-y-1 rounded px-2 py-1 text-sm ${failed ? 'bg-red-50 dark:bg-red-950/60' : ''}`}
    >
      <span className={`font-mono text-xs ${muted}`}>{node.path}</span>
      <span
        className={`rounded px-1.5 py-0.5 font-mono text-xs font-semibold ${TYPE_COLOURS[operation] ?? TYPE_COLOURS.CALL}`}
      >
        {operation}
      </span>
      {kind && <span className={`rounded px-1.5 py-0.5 font-mono text-xs ${TYPE_COLOURS[kind] ?? ''}`}>{kind}</span>}
      <span className="inline-flex flex-wrap items-center gap-x-1 [&_a]:inline-flex [&_a]:min-h-6 [&_a]:items-center">
        <Party id={a.caller} address={a.from} party={a.decoded.caller} tabIndex={tabIndex} />
        <span aria-label="to">→</span>
        <Party id={a.recipient} address={a.to} party={a.decoded.recipient} tabIndex={tabIndex} />
      </span>
      {BigInt(a.value) !== 0n && (
        <span>
          value <Hbar tinybars={a.value} />
        </span>
      )}
      <span
        className="inline-flex items-center gap-1.5"
        title={`gas used ${formatInteger(used)} of ${formatInteger(gas)}`}
      >
        <span
          aria-hidden="true"
          className="inline-block h-1.5 w-16 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
        >
          <span className="block h-full bg-sky-600 dark:bg-sky-400" style={{ width: `${Math.min(100, percent)}%` }} />
        </span>
        <span className="tabular-nums text-xs">
          gas {formatInteger(used)} / {formatInteger(gas)}
        </span>
      </span>
      {selector && (
        <span className="min-w-0 font-mono text-xs [overflow-wrap:anywhere]">
          {selector}
          {signature && <span className={`ml-1 ${muted}`}>{signature}</span>}
        </span>
      )}
      {revert ? (
        <span className="min-w-0 font-medium text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
          <span aria-hidden="true">✗ </span>
          {a.result_data_type === 'ERROR' ? 'Error' : 'Reverted'}:{' '}
          {revert.hex ? shortHash(revert.text, 10) : revert.text}
        </span>
      ) : (
        a.result_data !== '0x' && <span className={`font-mono text-xs ${muted}`}>⇒ {shortHash(a.result_data, 10)}</span>
      )}
      <button
        type="button"
        tabIndex={tabIndex}
        aria-expanded={detailsOpen}
        aria-controls={detailsOpen ? detailsId : undefined}
        onClick={onToggleDetails}
        className="ml-auto min-h-6 rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {detailsOpen ? 'Hide details' : 'Details'}
        <span className="sr-only"> of {node.path}</span>
      </button>
    </div>
  );
}

/** Hex in full (cut when very long; the copy button copies all of it), with its length in bytes. */
function Hex({ value, label, tabIndex }: { value: string; label: string; tabIndex: number }) {
  const digits = value.replace(/^0x/i, '');
  if (digits === '') return <span className={muted}>none</span>;
  const cut = value.length > HEX_SHOWN;
  return (
    <span className="font-mono text-xs break-all">
      {cut ? value.slice(0, HEX_SHOWN) : value}
      <span className={`ml-1 whitespace-nowrap font-sans [word-break:normal] ${muted}`}>
        {cut ? '… ' : ''}({formatInteger(Math.ceil(digits.length / 2))} bytes{cut ? ', copy for all' : ''})
      </span>
      <CopyButton value={value} label={label} tabIndex={tabIndex} />
    </span>
  );
}

/** A party in full: name of a system contract, entity id (linked, copyable), EVM address (copyable). */
function PartyDetails({
  id,
  type,
  address,
  party,
  role,
  path,
  tabIndex,
}: {
  id: string | null;
  type: string | null;
  address: string | null;
  party: PartyDecoding;
  role: string;
  path: string;
  tabIndex: number;
}) {
  const known = party.known;
  return (
    <span className="flex flex-col gap-0.5">
      {known && (
        <span>
          <span className="font-medium">{known.name}</span>{' '}
          <span className={muted}>
            · {known.kind}: {known.description}
          </span>
        </span>
      )}
      {id && (
        <span>
          <EntityLink id={id} tabIndex={tabIndex} />
          {type && <span className={`ml-1 text-xs ${muted}`}>{type.toLowerCase()}</span>}
        </span>
      )}
      {address ? (
        <span className="font-mono text-xs break-all">
          {address}
          <CopyButton value={address} label={`${role} address of ${path}`} tabIndex={tabIndex} />
        </span>
      ) : (
        !id && !known && <span className={muted}>—</span>
      )}
    </span>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-[7rem_minmax(0,1fr)]">
      <dt className={`font-medium ${muted}`}>{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** Everything about one action in full, each id, address and data with a copy button (Otterscan/Blockscout style). */
export function TraceDetails({ node, id, tabIndex }: { node: TraceNode<DecodedAction>; id: string; tabIndex: number }) {
  const a = node.action;
  const { operation, failed, selector, signature, gas, used, percent } = summarise(a);
  const outcome = a.result_data_type === 'ERROR' ? 'Error' : failed ? 'Revert reason' : 'Output';
  return (
    <div
      id={id}
      className="mb-2 ml-6 mt-1 rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900/60"
    >
      <dl className="space-y-1.5">
        <Field label="Call">
          <span className="font-mono text-xs">
            {operation}
            {calleeKind(a, operation) ? ` · ${calleeKind(a, operation)}` : ''}
          </span>
          <span className={`ml-2 text-xs ${muted}`}>
            depth {a.call_depth} · action #{a.index}
          </span>
        </Field>
        <Field label="From">
          <PartyDetails
            id={a.caller}
            type={a.caller_type}
            address={a.from}
            party={a.decoded.caller}
            role="from"
            path={node.path}
            tabIndex={tabIndex}
          />
        </Field>
        <Field label="To">
          <PartyDetails
            id={a.recipient}
            type={a.recipient_type}
            address={a.to}
            party={a.decoded.recipient}
            role="to"
            path={node.path}
            tabIndex={tabIndex}
          />
        </Field>
        <Field label="Value">
          <Hbar tinybars={a.value} />
          <span className={`ml-1 text-xs ${muted}`}>({formatInteger(BigInt(a.value))} tinybars)</span>
        </Field>
        <Field label="Gas">
          <span className="tabular-nums">
            {formatInteger(used)} used of {formatInteger(gas)} ({percent}%)
          </span>
        </Field>
        <Field label="Input">
          {selector && (
            <span className="block font-mono text-xs [overflow-wrap:anywhere]">
              {selector}
              {signature && <span className={`ml-1 ${muted}`}>{signature}</span>}
            </span>
          )}
          <Hex value={a.input} label={`input of ${node.path}`} tabIndex={tabIndex} />
        </Field>
        <Field label={outcome}>
          {failed && (
            <span className="block font-medium text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
              {a.decoded.revert?.text}
            </span>
          )}
          <Hex value={a.result_data} label={`${outcome.toLowerCase()} of ${node.path}`} tabIndex={tabIndex} />
        </Field>
      </dl>
    </div>
  );
}
