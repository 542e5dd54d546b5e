'use client';

import type { AccountChange, Movement } from '@/lib/explorer/movement';
import { TokenQuantity } from '../token-quantity';
import { EntityLink, Hbar } from '../values';

const muted = 'text-slate-600 dark:text-slate-400';

function Party({ id, missing }: { id: string | null; missing: string }) {
  return id ? <EntityLink id={id} copy={false} /> : <span className={muted}>{missing}</span>;
}

/** "sender → receiver" over the amount, for a list row; a mint reads "minted →", a burn "→ burned". */
export function MovementCell({ movement }: { movement: Movement | null }) {
  if (!movement) return <span className={muted}>—</span>;
  return (
    <span className="inline-flex flex-col text-xs">
      <span className="whitespace-nowrap">
        <Party id={movement.from} missing={movement.kind === 'hbar' ? '—' : 'minted'} />
        <span aria-label="to" className={`px-1 ${muted}`}>
          →
        </span>
        <Party id={movement.to} missing={movement.kind === 'hbar' ? '—' : 'burned'} />
        {movement.more > 0 && <span className={muted}> +{movement.more} more</span>}
      </span>
      <span className="text-sm">
        {movement.kind === 'hbar' && <Hbar tinybars={movement.amount} />}
        {movement.kind === 'token' && <TokenQuantity tokenId={movement.tokenId} amount={movement.amount} />}
        {movement.kind === 'nft' && (
          <span className="whitespace-nowrap">
            NFT <EntityLink id={movement.tokenId} type="token" copy={false} />{' '}
            <span className="font-mono">#{String(movement.serial)}</span>
          </span>
        )}
      </span>
    </span>
  );
}

/** One account's own change in a row of its transactions: hbar signed, then each token and NFT it gained or gave. */
export function AccountChangeCell({ change }: { change: AccountChange }) {
  const { hbar, tokens, nfts } = change;
  if (hbar === 0n && tokens.length === 0 && nfts.length === 0) return <span className={muted}>—</span>;
  const tone = (amount: bigint) =>
    amount < 0n ? 'text-rose-700 dark:text-rose-400' : 'text-emerald-700 dark:text-emerald-400';
  return (
    <span className="inline-flex flex-col items-end text-sm">
      {hbar !== 0n && (
        <span className={tone(hbar)}>
          <Hbar tinybars={hbar} signed />
        </span>
      )}
      {tokens.map((t) => (
        <span key={t.tokenId} className={tone(t.amount)}>
          {t.amount > 0n ? '+' : ''}
          <TokenQuantity tokenId={t.tokenId} amount={t.amount} />
        </span>
      ))}
      {nfts.map((n) => (
        <span
          key={`${n.tokenId}#${n.serial}`}
          className={`whitespace-nowrap text-xs ${n.received ? tone(1n) : tone(-1n)}`}
        >
          {n.received ? '+' : '−'} NFT {n.tokenId} #{String(n.serial)}
        </span>
      ))}
    </span>
  );
}
