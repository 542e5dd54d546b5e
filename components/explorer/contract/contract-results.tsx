'use client';

import { CONTRACT_RESULTS_LIST } from '@/lib/explorer/contract-results';
import { knownSignature, selectorOf } from '@/lib/explorer/selectors';
import type { ListView } from '@/lib/explorer/list-definition';
import type { ContractResult, ContractResultsResponse } from '@/lib/schemas/v1/contract-result';
import type { Column } from '../data-table';
import { ListCard } from '../lists/list-card';
import { NetLink } from '../net-link';
import { Time } from '../time';

const muted = 'text-slate-600 dark:text-slate-400';

function Call({ result }: { result: ContractResult }) {
  const selector = selectorOf(result.function_parameters);
  if (!selector) return <span className={muted}>no input</span>;
  const signature = knownSignature(selector);
  return signature ? (
    <span className="font-mono text-xs">{signature}</span>
  ) : (
    <span className="font-mono text-xs">{selector}</span>
  );
}

const COLUMNS: Column<ContractResult>[] = [
  {
    header: 'Transaction',
    cell: (r) => (
      <NetLink
        href={`/transactions/${r.timestamp}`}
        className="font-mono text-sky-700 hover:underline dark:text-sky-400"
      >
        {r.timestamp}
      </NetLink>
    ),
  },
  { header: 'Call', cell: (r) => <Call result={r} /> },
  { header: 'From', wide: true, cell: (r) => <span className="break-all font-mono text-xs">{r.from ?? '—'}</span> },
  {
    header: 'Gas used',
    align: 'right',
    cell: (r) => (
      <span className="tabular-nums">{r.gas_used === null ? '—' : Number(r.gas_used).toLocaleString('en-US')}</span>
    ),
  },
  {
    header: 'Outcome',
    cell: (r) => (r.error_message ? <span className="text-rose-700 dark:text-rose-400">failed</span> : 'success'),
  },
  { header: 'Time', cell: (r) => <Time ts={r.timestamp} relative /> },
];

/** The contract's results (each call of it), newest first, live. */
export function ContractResultsList(view: ListView<ContractResultsResponse>) {
  return <ListCard list={CONTRACT_RESULTS_LIST} view={view} columns={COLUMNS} empty="No calls of this contract yet." />;
}
