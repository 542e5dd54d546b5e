import { transactionHref } from '@/lib/explorer/resolve';
import { payerOf } from '@/lib/explorer/transfers';
import type { Transaction } from '@/lib/schemas/v1/transaction';
import { DataTable } from '../data-table';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { Badge, EntityLink, Hbar, Result } from '../values';

/** Transactions as a table (cards on phones): id, type, result, payer, fee, time. */
export function TransactionsTable({ transactions, caption }: { transactions: Transaction[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={transactions}
      rowKey={(t) => `${t.consensus_timestamp}-${t.nonce}-${t.scheduled}`}
      empty="No transactions match."
      columns={[
        {
          header: 'Transaction ID',
          cell: (t) => (
            <NetLink href={transactionHref(t)} className="font-mono text-sky-700 hover:underline dark:text-sky-400">
              {t.transaction_id}
              {t.nonce > 0 ? ` #${t.nonce}` : ''}
            </NetLink>
          ),
        },
        { header: 'Type', cell: (t) => <Badge>{t.name}</Badge> },
        { header: 'Result', cell: (t) => <Result result={t.result} /> },
        { header: 'Payer', wide: true, cell: (t) => <EntityLink id={payerOf(t.transaction_id)} copy={false} /> },
        { header: 'Fee', align: 'right', cell: (t) => <Hbar tinybars={t.charged_tx_fee} /> },
        { header: 'Time', cell: (t) => <Time ts={t.consensus_timestamp} relative /> },
      ]}
    />
  );
}
