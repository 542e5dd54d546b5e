import type { ReactNode } from 'react';
import { formatInteger } from '@/lib/core/format';
import type { AbiValue, DecodedArg } from '@/lib/explorer/abi-decode';
import { entityIdOfAddress } from '@/lib/explorer/evm';
import { CopyButton } from '../copy-button';
import { EntityLink } from '../values';

export const muted = 'text-slate-600 dark:text-slate-400';
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/**
 * An EVM address: an entity's (long-zero, or given by `id`) links to its page with the address beside it; any other
 * address (an alias, a CREATE2 address, one nobody holds) is shown as it is, never linked to a page that may not exist.
 */
export function EvmAddress({
  address,
  id,
  type = 'account',
}: {
  address: string | null;
  id?: string | null;
  type?: 'account' | 'contract';
}) {
  if (!address) return <span className={muted}>—</span>;
  if (address === ZERO_ADDRESS)
    return (
      <span className="font-mono">
        {address} <span className={`font-sans ${muted}`}>(zero address)</span>
      </span>
    );
  const own = entityIdOfAddress(address);
  const entity = id ?? own;
  // A long-zero address only repeats the id: the id links, the address stays a click away to copy.
  if (entity && own === entity) {
    return (
      <span className="whitespace-nowrap">
        <EntityLink id={entity} type={type} copy={false} />
        <CopyButton value={address} label={`EVM address ${address}`} />
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {entity && <EntityLink id={entity} type={type} copy={false} />}
      <span className={`break-all font-mono ${entity ? `text-xs ${muted}` : ''}`}>
        {address}
        <CopyButton value={address} label={`address ${address}`} />
      </span>
    </span>
  );
}

/** A 32-byte word without its leading zeros (`0x3`), the full word on hover and to copy. */
export function Word({ value, label }: { value: string | null; label: string }) {
  if (value === null) return <span className={muted}>—</span>;
  const compact = `0x${value.replace(/^0x/, '').replace(/^0+(?=.)/, '')}`;
  return (
    <span className="break-all font-mono text-xs" title={value}>
      {compact}
      <CopyButton value={value} label={label} />
    </span>
  );
}

function Value({ value, type }: { value: AbiValue; type: string }): ReactNode {
  switch (value.kind) {
    case 'address':
      return <EvmAddress address={value.value} />;
    case 'list':
      return value.items.length === 0 ? (
        <span className={muted}>empty</span>
      ) : (
        <ol className="list-decimal space-y-1 pl-5">
          {value.items.map((item, i) => (
            <li key={i}>
              <Value value={item} type={type.replace(/\[\d*\]$/, '')} />
            </li>
          ))}
        </ol>
      );
    case 'text':
      // Integers read better with separators; the exact value stays to copy.
      return /^u?int\d*$/.test(type) && /^-?\d+$/.test(value.value) ? (
        <span className="tabular-nums" title={value.value}>
          {formatInteger(BigInt(value.value))}
        </span>
      ) : (
        <span className="break-all font-mono">{value.value}</span>
      );
  }
}

/** Decoded arguments (of a call, an output, an error or an event): name, type and value. */
export function ArgsTable({ args, caption }: { args: DecodedArg[]; caption: string }) {
  if (args.length === 0) return <p className={`text-sm ${muted}`}>No arguments.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className={`text-left text-xs uppercase tracking-wide ${muted}`}>
          <th scope="col" className="py-1 pr-3 font-medium">
            Name
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Type
          </th>
          <th scope="col" className="py-1 font-medium">
            Value
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top dark:divide-slate-800">
        {args.map((arg, i) => (
          <tr key={`${arg.name}-${i}`}>
            <th scope="row" className="py-1 pr-3 text-left font-mono font-normal">
              {arg.name}
            </th>
            <td className={`py-1 pr-3 font-mono text-xs ${muted}`}>
              {arg.type}
              {arg.indexed && <span className="ml-1 font-sans">indexed</span>}
            </td>
            <td className="min-w-0 py-1">
              <Value value={arg.value} type={arg.type} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Raw hex, copyable, scrolling when long (deployed code); open by default when nothing decoded it. */
export function RawHex({
  value,
  summary,
  label,
  open = false,
}: {
  value: string;
  summary: string;
  label: string;
  open?: boolean;
}) {
  const bytes = Math.max(0, (value.length - 2) / 2);
  return (
    <details open={open} className="text-sm">
      <summary className={`cursor-pointer ${muted}`}>
        {summary} ({formatInteger(bytes)} bytes)
      </summary>
      <div className="mt-1 flex items-start gap-1">
        <pre
          className="max-h-48 min-w-0 flex-1 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 font-mono text-xs dark:bg-slate-950"
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          {value}
        </pre>
        <CopyButton value={value} label={label} />
      </div>
    </details>
  );
}
