import { TRANSACTIONS_LIST } from '@/lib/explorer/lists';
import { transactionHref } from '@/lib/explorer/resolve';
import { payerOf } from '@/lib/explorer/transfers';
import type { Transaction } from '@/lib/schemas/v1/transaction';
import { DataTable, type Column } from '../data-table';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { Badge, EntityLink, Hbar, Result } from '../values';

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

/** A list of transactions' columns (cards on phones): id, type, result, payer, fee, time. */
export const TRANSACTION_COLUMNS: Column<Transaction>[] = [
  { header: 'Transaction ID', cell: (t) => <TransactionIdLink tx={t} nonce /> },
  { header: 'Type', cell: (t) => <Badge>{t.name}</Badge> },
  { header: 'Result', cell: (t) => <Result result={t.result} /> },
  { header: 'Payer', wide: true, cell: (t) => <EntityLink id={payerOf(t.transaction_id)} copy={false} /> },
  { header: 'Fee', align: 'right', cell: (t) => <Hbar tinybars={t.charged_tx_fee} /> },
  { header: 'Time', cell: (t) => <Time ts={t.consensus_timestamp} relative /> },
];

/** Transactions as a table, outside a paged list (a block's). */
export function TransactionsTable({ transactions, caption }: { transactions: Transaction[]; caption: string }) {
  return <DataTable caption={caption} rows={transactions} rowKey={TRANSACTIONS_LIST.rowKey} empty={NO_TRANSACTIONS} columns={TRANSACTION_COLUMNS} />;
}
