import type { ReactNode } from 'react';
import { transactionHref } from '@/lib/explorer/transaction-href';
import { atNotation, normalizeTransactionId } from '@/lib/explorer/search';
import { detailHref } from '@/lib/explorer/sections';
import { entityTypeOf, transactionTypeLabel } from '@/lib/explorer/transaction-types';
import { payerOf, transferView } from '@/lib/explorer/transfers';
import type { Block } from '@/lib/schemas/v1/block';
import type { Transaction } from '@/lib/schemas/v1/transaction';
import { Card, Fields } from '../card';
import { CopyButton } from '../copy-button';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { MemoText } from '../memo-text';
import { EntityLink, HashValue, Hbar, Result, TransactionTypeBadge } from '../values';

function base64ToHex(value: string | null): string | null {
  if (!value) return null;
  try {
    return `0x${Array.from(atob(value), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')}`;
  } catch {
    return value;
  }
}

const txLink = (tx: Transaction, label: string) => (
  <NetLink
    key={`${tx.nonce}-${tx.scheduled}`}
    href={transactionHref(tx)}
    className="mr-3 text-sky-700 hover:underline dark:text-sky-400"
  >
    {label}
  </NetLink>
);

/** An Ethereum transaction's signer: the sender a reader looks for, whatever relay paid for the submission. */
export interface EthereumSigner {
  address: string | null;
  id: string | null;
}

function Signer({ signer }: { signer: EthereumSigner }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 text-base font-semibold">
      {signer.id ? <EntityLink id={signer.id} /> : null}
      {signer.address && (
        <span
          className={`break-all font-mono ${signer.id ? 'text-xs font-normal text-slate-600 dark:text-slate-400' : ''}`}
        >
          {signer.address}
          <CopyButton value={signer.address} label="signer address" />
        </span>
      )}
      <span className="text-xs font-normal text-slate-600 dark:text-slate-400">Ethereum signer</span>
    </span>
  );
}

export function TxSummary({
  tx,
  siblings,
  block,
  rawHref,
  signer = null,
}: {
  tx: Transaction;
  siblings: Transaction[];
  block: Block | null;
  rawHref: string;
  signer?: EthereumSigner | null;
}) {
  const dash = normalizeTransactionId(tx.transaction_id) ?? tx.transaction_id;
  const parent = tx.nonce > 0 ? siblings.find((s) => s.nonce === 0 && s.scheduled === tx.scheduled) : undefined;
  const children = siblings.filter((s) => s.nonce > 0 && tx.nonce === 0 && s.scheduled === tx.scheduled);
  const scheduled = !tx.scheduled ? siblings.find((s) => s.scheduled && s.nonce === 0) : undefined;
  const creator = tx.scheduled ? siblings.find((s) => !s.scheduled && s.nonce === 0) : undefined;
  const nodePaid = transferView(tx.transfers, payerOf(tx.transaction_id), tx.node, {
    stakingRewards: tx.staking_reward_transfers,
    chargedFee: tx.charged_tx_fee,
  }).nodePaidFee;
  const items: [string, ReactNode][] = [
    [
      'Transaction ID',
      <span key="id" className="space-y-1">
        <span className="block font-mono">
          {dash}
          <CopyButton value={dash} label="transaction id" />
        </span>
        <span className="block font-mono text-slate-600 dark:text-slate-400">
          {atNotation(dash)}
          <CopyButton value={atNotation(dash)} label="transaction id (SDK notation)" />
        </span>
      </span>,
    ],
    // The signer first: the relay that paid (the payer) is how the ledger names the transaction, not who sent it.
    ...(signer
      ? ([
          ['Sender', <Signer key="signer" signer={signer} />],
          [
            'Relayed by',
            <span key="relay">
              <EntityLink id={payerOf(tx.transaction_id)} />{' '}
              <span className="text-slate-600 dark:text-slate-400">submitted and paid the fee</span>
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    ['Type', <TransactionTypeBadge key="t" name={tx.name} />],
    ['Result', <Result key="r" result={tx.result} />],
    ['Consensus time', <Time key="c" ts={tx.consensus_timestamp} />],
    ['Transaction hash', <HashValue key="h" value={base64ToHex(tx.transaction_hash)} label="transaction hash" full />],
    [
      'Block',
      block ? (
        <NetLink
          key="b"
          href={detailHref('blocks', String(block.number))}
          className="font-mono text-sky-700 hover:underline dark:text-sky-400"
        >
          {String(block.number)}
        </NetLink>
      ) : (
        '—'
      ),
    ],
    ...(signer ? [] : ([['Payer', <EntityLink key="p" id={payerOf(tx.transaction_id)} />]] as [string, ReactNode][])),
    ['Node', <EntityLink key="n" id={tx.node} />],
    ['Entity', <EntityLink key="e" id={tx.entity_id} type={entityTypeOf(tx.name)} />],
    [
      'Charged fee',
      <span key="f">
        <Hbar tinybars={tx.charged_tx_fee} />
        {nodePaid && (
          <span className="ml-2 text-slate-600 dark:text-slate-400">
            paid by the submitting node {tx.node}, not the payer
          </span>
        )}
      </span>,
    ],
    ['Max fee', tx.max_fee ? <Hbar key="m" tinybars={BigInt(tx.max_fee)} /> : '—'],
    ['Memo', <MemoText key="memo" value={tx.memo_base64} />],
    ['Valid start', <Time key="v" ts={tx.valid_start_timestamp} />],
    ['Valid duration', tx.valid_duration_seconds ? `${tx.valid_duration_seconds} s` : '—'],
    ['Nonce', String(tx.nonce)],
    ['Scheduled', tx.scheduled ? 'Yes, executed by a schedule' : 'No'],
  ];
  if (parent) items.push(['Parent transaction', txLink(parent, `${transactionTypeLabel(parent.name)} (nonce 0)`)]);
  if (children.length > 0)
    items.push([
      'Child transactions',
      <span key="c">{children.map((c) => txLink(c, `#${c.nonce} ${transactionTypeLabel(c.name)}`))}</span>,
    ]);
  if (scheduled)
    items.push([
      'Scheduled transaction',
      txLink(scheduled, `${transactionTypeLabel(scheduled.name)} · ${scheduled.result}`),
    ]);
  if (creator) items.push(['Schedule create', txLink(creator, transactionTypeLabel(creator.name))]);
  items.push([
    'Raw data',
    <a key="raw" href={rawHref} className="font-mono text-sky-700 hover:underline dark:text-sky-400">
      {rawHref}
    </a>,
  ]);
  return (
    <Card id="tx-summary" title="Summary">
      <Fields items={items} />
    </Card>
  );
}
