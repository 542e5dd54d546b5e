import type { Transaction } from '@/lib/schemas/v1/transaction';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { TokenQuantity } from '../token-quantity';
import { EntityLink, Hbar } from '../values';

/** The token ids whose amounts this view shows (for the page to read their decimals up front). */
export function amountTokenIds(tx: Transaction): string[] {
  return [...tx.token_transfers.map((t) => t.token_id), ...(tx.assessed_custom_fees ?? []).map((f) => f.token_id)].filter((id): id is string => Boolean(id));
}

/**
 * Token, NFT, staking reward and custom fee movements; each table appears only when the transaction has some.
 * Token amounts need a TokenScopeProvider above (the page gives it the network and the infos it read).
 */
export function TokenMovements({ tx }: { tx: Transaction }) {
  const nfts = tx.nft_transfers;
  const fees = tx.assessed_custom_fees ?? [];
  return (
    <>
      {tx.token_transfers.length > 0 && (
        <Card id="token-transfers" title="Token transfers">
          <DataTable
            caption="Token transfers"
            rows={tx.token_transfers}
            rowKey={(t) => `${t.token_id}-${t.account}-${t.amount}`}
            empty="No token transfers"
            columns={[
              { header: 'Token', cell: (t) => <EntityLink id={t.token_id} type="token" copy={false} /> },
              { header: 'Account', cell: (t) => <EntityLink id={t.account} /> },
              { header: 'Amount', align: 'right', cell: (t) => <TokenQuantity tokenId={t.token_id} amount={t.amount} /> },
              { header: 'Approved', cell: (t) => (t.is_approval ? 'allowance' : 'no') },
            ]}
          />
        </Card>
      )}
      {nfts.length > 0 && (
        <Card id="nft-transfers" title="NFT transfers">
          <DataTable
            caption="NFT transfers"
            rows={nfts}
            rowKey={(n) => `${n.token_id}-${n.serial_number}-${n.sender_account_id}`}
            empty="No NFT transfers"
            columns={[
              { header: 'NFT', cell: (n) => <span className="whitespace-nowrap"><EntityLink id={n.token_id} type="token" copy={false} /> <span className="font-mono">#{String(n.serial_number)}</span></span> },
              { header: 'From', cell: (n) => (n.sender_account_id ? <EntityLink id={n.sender_account_id} /> : 'MINT') },
              { header: 'To', cell: (n) => (n.receiver_account_id ? <EntityLink id={n.receiver_account_id} /> : 'BURN') },
            ]}
          />
        </Card>
      )}
      {fees.length > 0 && (
        <Card id="custom-fees" title="Assessed custom fees">
          <DataTable
            caption="Assessed custom fees"
            rows={fees}
            rowKey={(f) => `${f.collector_account_id}-${f.token_id}-${f.amount}`}
            empty="No custom fees"
            columns={[
              { header: 'Collector', cell: (f) => <EntityLink id={f.collector_account_id} /> },
              { header: 'Amount', align: 'right', cell: (f) => (f.token_id ? <><TokenQuantity tokenId={f.token_id} amount={f.amount} /> <EntityLink id={f.token_id} type="token" copy={false} /></> : <Hbar tinybars={f.amount} />) },
              { header: 'Paid by', cell: (f) => f.effective_payer_account_ids.join(', ') || '—' },
            ]}
          />
        </Card>
      )}
    </>
  );
}
