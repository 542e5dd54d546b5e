import type { ReactNode } from 'react';
import { detailHref, entityHref, type EntityType } from '@/lib/explorer/sections';
import { transactionTypeLabel } from '@/lib/explorer/transaction-types';
import { formatHbar, formatInteger, formatTokenAmount, shortHash } from '@/lib/core/format';
import { CopyButton } from './copy-button';
import { NetLink } from './net-link';

/** hbar with separators, tinybars on hover. */
export function Hbar({ tinybars, signed = false }: { tinybars: bigint | number | null; signed?: boolean }) {
  if (tinybars === null) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  const value = BigInt(tinybars);
  return (
    <span className="tabular-nums whitespace-nowrap" title={`${formatInteger(value)} tinybars`}>
      {signed && value > 0n ? '+' : ''}
      {formatHbar(value)}
    </span>
  );
}

/** A token amount in whole units when the decimals are known (with the symbol when given); smallest units on hover. */
export function TokenAmount({
  amount,
  decimals,
  symbol,
}: {
  amount: bigint | number | null;
  decimals?: bigint | number | null;
  symbol?: string;
}) {
  if (amount === null) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  return (
    <span className="tabular-nums whitespace-nowrap" title={`${formatInteger(amount)} smallest units`}>
      {formatTokenAmount(amount, decimals)}
      {symbol ? <span className="text-slate-600 dark:text-slate-400"> {symbol}</span> : null}
    </span>
  );
}

const linkClass = 'font-mono text-sky-700 hover:underline dark:text-sky-400';

/**
 * An entity id linked to the page of its type, with a copy button. A type without a page (a topic, a file), or
 * none known (`type` null), shows the id unlinked rather than on another kind's page. `tabIndex` applies to both
 * (see CopyButton).
 */
export function EntityLink({
  id,
  type = 'account',
  copy = true,
  tabIndex,
}: {
  id: string | null;
  type?: EntityType | null;
  copy?: boolean;
  tabIndex?: number;
}) {
  if (!id) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  const href = type === null ? null : entityHref(type, id);
  return (
    <span className="whitespace-nowrap">
      {href === null ? (
        <span className="font-mono">{id}</span>
      ) : (
        <NetLink href={href} className={linkClass} tabIndex={tabIndex}>
          {id}
        </NetLink>
      )}
      {copy && <CopyButton value={id} label={id} tabIndex={tabIndex} />}
    </span>
  );
}

/** A block number, with separators, linked to its block. */
export function BlockLink({ number }: { number: bigint | number }) {
  return (
    <NetLink href={detailHref('blocks', String(number))} className={linkClass}>
      {formatInteger(number)}
    </NetLink>
  );
}

/** A long hex value, shortened unless `full`, always copyable; linked when href is given. */
export function HashValue({
  value,
  label,
  href,
  full = false,
}: {
  value: string | null;
  label: string;
  href?: string;
  full?: boolean;
}) {
  if (!value) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  const text = full ? value : shortHash(value, 8);
  return (
    <span className={full ? 'break-all' : 'whitespace-nowrap'}>
      {href ? (
        <NetLink href={href} className={linkClass} title={value}>
          {text}
        </NetLink>
      ) : (
        <span className="font-mono" title={value}>
          {text}
        </span>
      )}
      <CopyButton value={value} label={label} />
    </span>
  );
}

/** Success or failure in words and a symbol, never colour alone. */
export function Result({ result }: { result: string }) {
  const ok = result === 'SUCCESS';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium ${ok ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300'}`}
    >
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      {result}
    </span>
  );
}

export function Badge({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className="inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
    >
      {children}
    </span>
  );
}

/** A transaction type in words, with the API's name (what the type filter and the API take) on hover. */
export function TransactionTypeBadge({ name }: { name: string }) {
  return <Badge title={name}>{transactionTypeLabel(name)}</Badge>;
}

/** A key as the API gives it (its type and hex), copyable; "none" when there is none. */
export function PublicKey({ value }: { value: { _type: string; key: string } | null }) {
  if (!value) return <span className="text-slate-600 dark:text-slate-400">none</span>;
  return (
    <span>
      <span className="mr-2 text-xs font-medium text-slate-600 dark:text-slate-400">{value._type}</span>
      <span className="break-all font-mono">{value.key}</span>
      <CopyButton value={value.key} label="key" />
    </span>
  );
}
