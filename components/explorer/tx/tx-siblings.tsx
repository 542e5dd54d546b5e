import { transactionHref } from '@/lib/explorer/transaction-href';
import type { Transaction } from '@/lib/schemas/v1/transaction';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { Hbar, Result, TransactionTypeBadge } from '../values';

const relation = (t: Transaction) =>
  t.scheduled ? 'scheduled' : t.nonce > 0 ? `child #${t.nonce}` : t.parent_consensus_timestamp ? 'child' : 'parent';

/** Every transaction sharing this transaction id: the parent, its children and the scheduled one. */
export function TxSiblings({ transactions, current }: { transactions: Transaction[]; current: Transaction }) {
  return (
    <Card id="tx-siblings" title={`All ${transactions.length} transactions with this id`}>
      <DataTable
        caption="Transactions sharing the id"
        rows={transactions}
        rowKey={(t) => t.consensus_timestamp}
        empty="None"
        columns={[
          {
            header: 'Relationship',
            cell: (t) =>
              t === current ? (
                <span aria-current="page" className="font-semibold">
                  {relation(t)} (this one)
                </span>
              ) : (
                <NetLink href={transactionHref(t)} className="text-sky-700 hover:underline dark:text-sky-400">
                  {relation(t)}
                </NetLink>
              ),
          },
          { header: 'Type', cell: (t) => <TransactionTypeBadge name={t.name} /> },
          { header: 'Result', cell: (t) => <Result result={t.result} /> },
          { header: 'Fee', align: 'right', cell: (t) => <Hbar tinybars={t.charged_tx_fee} /> },
          { header: 'Consensus time', cell: (t) => <Time ts={t.consensus_timestamp} relative /> },
        ]}
      />
    </Card>
  );
}
