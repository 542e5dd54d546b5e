import { payerOf, transferView, type Leg } from '@/lib/explorer/transfers';
import type { Transaction } from '@/lib/schemas/v1/transaction';
import { Card } from '../card';
import { EntityLink, Hbar } from '../values';

function Side({ title, legs, sign }: { title: string; legs: Leg[]; sign: '-' | '+' }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{title}</h3>
      {legs.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">none</p>
      ) : (
        <ul className="space-y-1">
          {legs.map((leg) => (
            <li key={leg.account} className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
              <EntityLink id={leg.account} />
              <span
                className={sign === '-' ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}
              >
                <span aria-hidden="true">{sign === '-' ? '−' : '+'}</span>
                <span className="sr-only">{sign === '-' ? 'sent ' : 'received '}</span>
                <Hbar tinybars={leg.amount} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Said in words, since the transfers alone read as the node sending hbar: the payer's transaction failed the node's
 * checks before it could be charged, so the network charged the node that submitted it.
 */
function NodePaidNote({ tx, feeTotal }: { tx: Transaction; feeTotal: bigint }) {
  const payer = payerOf(tx.transaction_id);
  const ownShare = tx.charged_tx_fee !== null && BigInt(tx.charged_tx_fee) > feeTotal;
  return (
    <p className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <span className="font-semibold">Node-paid fee.</span> The transaction failed with {tx.result} before its payer{' '}
      <EntityLink id={payer} copy={false} /> could be charged, so the submitting node{' '}
      <EntityLink id={tx.node} copy={false} /> paid the fee and the payer paid nothing.
      {ownShare &&
        ' The charged fee is higher than these rows by the node’s own share, which it would have paid to itself.'}
    </p>
  );
}

/** hbar transfers as from → to, the fee rows below with who collected them, then the staking rewards paid. */
export function HbarTransfers({ tx }: { tx: Transaction }) {
  const view = transferView(tx.transfers, payerOf(tx.transaction_id), tx.node, {
    stakingRewards: tx.staking_reward_transfers,
    chargedFee: tx.charged_tx_fee,
  });
  return (
    <Card id="hbar-transfers" title="hbar transfers">
      {view.from.length + view.to.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">
          No hbar moved apart from the fees{view.rewards.length > 0 ? ' and staking rewards' : ''}.
        </p>
      ) : (
        <div className="grid items-start gap-4 p-4 md:grid-cols-[1fr_auto_1fr]">
          <Side title="From" legs={view.from} sign="-" />
          <div aria-hidden="true" className="self-center text-center text-2xl text-slate-400 max-md:rotate-90">
            →
          </div>
          <Side title="To" legs={view.to} sign="+" />
        </div>
      )}
      {view.fees.length > 0 && (
        <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-800">
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            Fees paid by {view.nodePaidFee ? 'the submitting node ' : ''}
            {view.feePayer} · total <Hbar tinybars={view.feeTotal} />
          </h3>
          {view.nodePaidFee && <NodePaidNote tx={tx} feeTotal={view.feeTotal} />}
          <ul className="space-y-1 text-sm">
            {view.fees.map((fee) => (
              <li key={`${fee.account}-${fee.label}`} className="flex flex-wrap items-center justify-between gap-x-3">
                <span>
                  {fee.label} <EntityLink id={fee.account} />
                </span>
                <Hbar tinybars={fee.amount} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.rewards.length > 0 && (
        <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-800">
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            Staking rewards · total <Hbar tinybars={view.rewardTotal} />
          </h3>
          <ul className="space-y-1 text-sm">
            {view.rewards.map((reward) => (
              <li
                key={`${reward.from}-${reward.account}`}
                className="flex flex-wrap items-center justify-between gap-x-3"
              >
                <span className="flex flex-wrap items-center gap-x-2">
                  <EntityLink id={reward.from} />
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">paid a staking reward to</span>
                  <EntityLink id={reward.account} />
                </span>
                <span className="text-emerald-700 dark:text-emerald-400">
                  <span aria-hidden="true">+</span>
                  <span className="sr-only">received </span>
                  <Hbar tinybars={reward.amount} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
