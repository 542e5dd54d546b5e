import type { AccountEntry, HistoryLine, HistoryScan } from '@/lib/explorer/account-history';
import { transactionHref } from '@/lib/explorer/transaction-href';
import type { TokenInfo } from '@/lib/schemas/v1/token';
import { formatInteger } from '@/lib/core/format';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { TokenQuantity, TokenRef, TokenScopeProvider } from '../token-quantity';
import { EntityLink, Hbar, TransactionTypeBadge } from '../values';

const linkClass = 'font-mono text-sky-700 hover:underline dark:text-sky-400';

function Line({ line }: { line: HistoryLine }) {
  const amount =
    line.kind === 'token' ? (
      <TokenQuantity tokenId={line.tokenId!} amount={line.amount} />
    ) : line.kind === 'nft' ? (
      <TokenRef tokenId={line.tokenId!} serial={line.serial} />
    ) : (
      <Hbar tinybars={line.amount} />
    );
  return (
    <li className="flex flex-wrap items-baseline gap-x-1.5">
      <span
        className={
          line.direction === 'in' ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-800 dark:text-rose-300'
        }
      >
        {line.kind === 'reward' ? 'Reward' : line.direction === 'in' ? 'Received' : 'Sent'}
      </span>
      {amount}
      {line.counterparties.length > 0 ? (
        <>
          <span className="text-slate-600 dark:text-slate-400">{line.direction === 'in' ? 'from' : 'to'}</span>
          {line.counterparties.slice(0, 3).map((id) => (
            <EntityLink key={id} id={id} copy={false} />
          ))}
          {line.counterparties.length > 3 ? (
            <span className="text-slate-600 dark:text-slate-400">+{line.counterparties.length - 3}</span>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/**
 * The account's transactions that passed the history filters, each with the account's own movements, and how far the
 * page read to find them: a filter the Mirror Node's API cannot apply is applied here, over a bounded read.
 */
export function HistoryList({
  scan,
  next,
  base,
  tokens,
}: {
  scan: HistoryScan;
  next: string | null;
  base: string;
  tokens: Record<string, TokenInfo>;
}) {
  return (
    <Card id="account-history" title={`Transactions matching the filters (${scan.entries.length})`}>
      <TokenScopeProvider base={base} known={tokens}>
        <DataTable<AccountEntry>
          caption="Transactions matching the filters"
          rows={scan.entries}
          rowKey={(e) => e.transaction.consensus_timestamp}
          empty="No transaction in this stretch matches the filters."
          columns={[
            { header: 'Time', cell: (e) => <Time ts={e.transaction.consensus_timestamp} /> },
            {
              header: 'Transaction',
              cell: (e) => (
                <NetLink href={transactionHref(e.transaction)} className={`${linkClass} break-all text-xs`}>
                  {e.transaction.transaction_id}
                </NetLink>
              ),
            },
            { header: 'Type', cell: (e) => <TransactionTypeBadge name={e.transaction.name} /> },
            {
              header: 'Movements',
              cell: (e) =>
                e.lines.length ? (
                  <ul className="space-y-0.5">
                    {e.lines.map((line, i) => (
                      <Line key={i} line={line} />
                    ))}
                  </ul>
                ) : (
                  '—'
                ),
            },
            { header: 'Fee paid', align: 'right', cell: (e) => (e.fee > 0n ? <Hbar tinybars={e.fee} /> : '—') },
          ]}
        />
      </TokenScopeProvider>
      <p className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-2 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <span>{`Read ${formatInteger(scan.scanned)} transactions to find these.`}</span>
        {next ? (
          <NetLink href={next} className="text-sky-700 hover:underline dark:text-sky-400">
            Look further
          </NetLink>
        ) : (
          <span>The end of the account&apos;s history.</span>
        )}
      </p>
    </Card>
  );
}
