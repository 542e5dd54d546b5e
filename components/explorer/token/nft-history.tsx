'use client';

import type { ListView } from '@/lib/explorer/list-definition';
import { detailHref } from '@/lib/explorer/sections';
import { NFT_HISTORY } from '@/lib/explorer/token-lists';
import type { NftTransaction, NftTransactionsResponse } from '@/lib/schemas/v1/nft';
import { Card } from '../card';
import { DataTable, type Column } from '../data-table';
import { useList } from '../lists/use-list';
import { NetLink } from '../net-link';
import { Pager } from '../pager';
import { Time } from '../time';
import { EntityLink, TransactionTypeBadge } from '../values';

/** Who had it before and after: a mint comes from nobody, a burn or wipe goes to nobody. */
function Movement({ t }: { t: NftTransaction }) {
  if (!t.sender_account_id && !t.receiver_account_id)
    return <span className="text-slate-600 dark:text-slate-400">no change of owner</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      {t.sender_account_id ? (
        <EntityLink id={t.sender_account_id} copy={false} />
      ) : (
        <span className="text-slate-600 dark:text-slate-400">new</span>
      )}
      <span aria-hidden="true">→</span>
      <span className="sr-only">to</span>
      {t.receiver_account_id ? (
        <EntityLink id={t.receiver_account_id} copy={false} />
      ) : (
        <span className="text-slate-600 dark:text-slate-400">gone</span>
      )}
      {t.is_approval && <span className="text-xs text-slate-600 dark:text-slate-400">(by an approved spender)</span>}
    </span>
  );
}

const COLUMNS: Column<NftTransaction>[] = [
  { header: 'Time', cell: (t) => <Time ts={t.consensus_timestamp} /> },
  { header: 'Type', cell: (t) => <TransactionTypeBadge name={t.type} /> },
  { header: 'From → to', cell: (t) => <Movement t={t} /> },
  {
    header: 'Transaction',
    // By its consensus timestamp, which names exactly this one (an id alone may also name its scheduled twin).
    cell: (t) => (
      <NetLink
        href={detailHref('transactions', t.consensus_timestamp)}
        className="font-mono text-sky-700 hover:underline dark:text-sky-400"
      >
        {t.transaction_id}
      </NetLink>
    ),
  },
];

/** Every transaction that minted, moved, approved, burned or wiped this NFT, newest first. */
export function NftHistory({ view }: { view: ListView<NftTransactionsResponse> }) {
  const data = useList(view.base, view.path, NFT_HISTORY.loadSchema, view.initial, view.query);
  return (
    <Card id="nft-history" title="History">
      <DataTable
        caption="History"
        rows={NFT_HISTORY.rows(data)}
        rowKey={NFT_HISTORY.rowKey}
        columns={COLUMNS}
        empty="No transactions on this page."
      />
      <Pager
        pagePath={view.pagePath}
        query={view.query}
        allowed={view.allowed}
        next={data.links.next}
        previous={view.previous}
        label="History"
        defaultOrder={NFT_HISTORY.defaultOrder}
        orderLabels={NFT_HISTORY.orderLabels}
      />
    </Card>
  );
}
