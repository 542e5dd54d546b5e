import { estimateRewards, yearlyPercent } from '@/lib/explorer/staking';
import type { NetworkNode } from '@/lib/schemas/v1/network-node';
import { Card, Fields } from '../card';
import { Hbar } from '../values';

const control = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';

export interface EstimateInput {
  /** As typed, to put back in the field. */
  amountText: string;
  /** null when nothing was asked or the amount is unreadable (see `amountError`). */
  amount: bigint | null;
  amountError: string | null;
  nodeId: string;
}

/**
 * What staking an amount to a node would earn at the node's rate for the last period: a plain GET form (works without
 * JavaScript; the estimate is a link to share), answered on the server.
 */
export function RewardEstimateCard({
  nodes,
  input,
  maxRate,
  action,
  network,
}: {
  nodes: NetworkNode[];
  input: EstimateInput;
  maxRate: bigint | null;
  action: string;
  network: string | null;
}) {
  const node = nodes.find((n) => String(n.node_id) === input.nodeId) ?? nodes[0];
  const rate = node?.reward_rate_start === null || node === undefined ? null : BigInt(node.reward_rate_start);
  const estimate = input.amount !== null && rate !== null ? estimateRewards(input.amount, rate, maxRate) : null;
  return (
    <Card id="reward-estimate" title="Rewards estimate">
      <form
        method="get"
        action={action}
        className="flex flex-wrap items-end gap-3 px-4 py-3"
        aria-label="Estimate staking rewards"
      >
        {network ? <input type="hidden" name="network" value={network} /> : null}
        <label className="flex flex-col gap-1 text-sm">
          Amount (ℏ)
          <input
            name="amount"
            inputMode="decimal"
            defaultValue={input.amountText}
            placeholder="1000"
            aria-invalid={input.amountError ? true : undefined}
            aria-describedby={input.amountError ? 'estimate-error' : undefined}
            className={`${control} w-40`}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Node
          <select name="node" defaultValue={node ? String(node.node_id) : ''} className={control}>
            {nodes.map((n) => (
              <option key={String(n.node_id)} value={String(n.node_id)}>
                {`Node ${n.node_id}${n.description ? ` · ${n.description}` : ''} · ${yearlyPercent(n.reward_rate_start)}`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          Estimate
        </button>
      </form>
      {input.amountError ? (
        <p id="estimate-error" role="alert" className="px-4 pb-3 text-sm text-red-700 dark:text-red-400">
          {input.amountError}
        </p>
      ) : null}
      {estimate && node ? (
        <div aria-live="polite">
          <Fields
            items={[
              ['Per day', <Hbar key="d" tinybars={estimate.day} />],
              ['Per 30 days', <Hbar key="m" tinybars={estimate.month} />],
              ['Per year', <Hbar key="y" tinybars={estimate.year} />],
              [
                'At the rate of',
                `node ${node.node_id}: ${String(estimate.rate)} tinybars per hbar a day (${yearlyPercent(estimate.rate)} a year)${estimate.rate !== rate ? ", the network's cap" : ''}`,
              ],
            ]}
          />
        </div>
      ) : null}
      <p className="px-4 pb-3 text-xs text-slate-600 dark:text-slate-400">
        An estimate at the node&apos;s rate for the last period, which changes every day. Rewards are earned on whole
        hbar staked for a full period (a UTC day), paid when the account next transacts, and not at all while the
        account declines them.
      </p>
    </Card>
  );
}
