import type { AssessedCustomFee, NftTransfer, TokenTransfer, Transaction } from '@/lib/schemas/v1/transaction';
import { Card } from '../card';
import { DataTable, type Column } from '../data-table';
import { TokenQuantity } from '../token-quantity';
import { EntityLink, Hbar } from '../values';

/** The token ids whose amounts this view shows (for the page to read their decimals up front). */
export function amountTokenIds(tx: Transaction): string[] {
  return [
    ...tx.token_transfers.map((t) => t.token_id),
    ...(tx.assessed_custom_fees ?? []).map((f) => f.token_id),
  ].filter((id): id is string => Boolean(id));
}

/** A card with one table of a transaction's movements, shown only when there are some; the title is its caption. */
function MovementsCard<T>({
  id,
  title,
  rows,
  rowKey,
  columns,
}: {
  id: string;
  title: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
}) {
  if (rows.length === 0) return null;
  return (
    <Card id={id} title={title}>
      <DataTable caption={title} rows={rows} rowKey={rowKey} empty={`No ${title.toLowerCase()}`} columns={columns} />
    </Card>
  );
}

const TOKEN_TRANSFERS: Column<TokenTransfer>[] = [
  { header: 'Token', cell: (t) => <EntityLink id={t.token_id} type="token" copy={false} /> },
  { header: 'Account', cell: (t) => <EntityLink id={t.account} /> },
  { header: 'Amount', align: 'right', cell: (t) => <TokenQuantity tokenId={t.token_id} amount={t.amount} /> },
  { header: 'Approved', cell: (t) => (t.is_approval ? 'allowance' : 'no') },
];

const NFT_TRANSFERS: Column<NftTransfer>[] = [
  {
    header: 'NFT',
    cell: (n) => (
      <span className="whitespace-nowrap">
        <EntityLink id={n.token_id} type="token" copy={false} />{' '}
        <span className="font-mono">#{String(n.serial_number)}</span>
      </span>
    ),
  },
  { header: 'From', cell: (n) => (n.sender_account_id ? <EntityLink id={n.sender_account_id} /> : 'MINT') },
  { header: 'To', cell: (n) => (n.receiver_account_id ? <EntityLink id={n.receiver_account_id} /> : 'BURN') },
];

const CUSTOM_FEES: Column<AssessedCustomFee>[] = [
  { header: 'Collector', cell: (f) => <EntityLink id={f.collector_account_id} /> },
  {
    header: 'Amount',
    align: 'right',
    cell: (f) =>
      f.token_id ? (
        <>
          <TokenQuantity tokenId={f.token_id} amount={f.amount} />{' '}
          <EntityLink id={f.token_id} type="token" copy={false} />
        </>
      ) : (
        <Hbar tinybars={f.amount} />
      ),
  },
  { header: 'Paid by', cell: (f) => f.effective_payer_account_ids.join(', ') || '—' },
];

/**
 * Token, NFT, staking reward and custom fee movements; each table appears only when the transaction has some.
 * Token amounts need a TokenScopeProvider above (the page gives it the network and the infos it read).
 */
export function TokenMovements({ tx }: { tx: Transaction }) {
  return (
    <>
      <MovementsCard
        id="token-transfers"
        title="Token transfers"
        rows={tx.token_transfers}
        rowKey={(t) => `${t.token_id}-${t.account}-${t.amount}`}
        columns={TOKEN_TRANSFERS}
      />
      <MovementsCard
        id="nft-transfers"
        title="NFT transfers"
        rows={tx.nft_transfers}
        rowKey={(n) => `${n.token_id}-${n.serial_number}-${n.sender_account_id}`}
        columns={NFT_TRANSFERS}
      />
      <MovementsCard
        id="custom-fees"
        title="Assessed custom fees"
        rows={tx.assessed_custom_fees ?? []}
        rowKey={(f) => `${f.collector_account_id}-${f.token_id}-${f.amount}`}
        columns={CUSTOM_FEES}
      />
    </>
  );
}
