import { TRANSACTIONS_LIST } from '@/lib/explorer/lists';
import { transactionHref } from '@/lib/explorer/transaction-href';
import { accountChange, movementOf } from '@/lib/explorer/movement';
import { payerOf } from '@/lib/explorer/transfers';
import type { Transaction } from '@/lib/schemas/v1/transaction';
import { DataTable, type Column } from '../data-table';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { EntityLink, Hbar, Result, TransactionTypeBadge } from '../values';
import { AccountChangeCell, MovementCell } from './movement-cells';

export const NO_TRANSACTIONS = 'No transactions match.';

/** A transaction's id, linked to its page; `nonce` marks a child transaction (`#1`) where the list shows that. */
export function TransactionIdLink({ tx, nonce = false }: { tx: Transaction; nonce?: boolean }) {
  return (
    <NetLink href={transactionHref(tx)} className="font-mono text-sky-700 hover:underline dark:text-sky-400">
      {tx.transaction_id}
      {nonce && tx.nonce > 0 ? ` #${tx.nonce}` : ''}
    </NetLink>
  );
}

/**
 * A list of transactions' columns (cards on phones): id, type, result, what moved, payer, fee, time. Seen from one
 * account (its transactions tab), the account's own change comes before what moved, as a bank statement shows it.
 */
export function transactionColumns(account?: string): Column<Transaction>[] {
  return [
    { header: 'Transaction ID', cell: (t) => <TransactionIdLink tx={t} nonce /> },
    { header: 'Type', cell: (t) => <TransactionTypeBadge name={t.name} /> },
    { header: 'Result', cell: (t) => <Result result={t.result} /> },
    ...(account
      ? [
          {
            header: 'Change',
            align: 'right' as const,
            cell: (t: Transaction) => <AccountChangeCell change={accountChange(t, account)} />,
          },
        ]
      : []),
    { header: 'Moved', wide: account !== undefined, cell: (t) => <MovementCell movement={movementOf(t)} /> },
    { header: 'Payer', wide: true, cell: (t) => <EntityLink id={payerOf(t.transaction_id)} copy={false} /> },
    { header: 'Fee', align: 'right', wide: account !== undefined, cell: (t) => <Hbar tinybars={t.charged_tx_fee} /> },
    { header: 'Time', cell: (t) => <Time ts={t.consensus_timestamp} relative /> },
  ];
}

export const TRANSACTION_COLUMNS = transactionColumns();

/** Transactions as a table, outside a paged list (a block's). */
export function TransactionsTable({ transactions, caption }: { transactions: Transaction[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={transactions}
      rowKey={TRANSACTIONS_LIST.rowKey}
      empty={NO_TRANSACTIONS}
      columns={TRANSACTION_COLUMNS}
    />
  );
}
