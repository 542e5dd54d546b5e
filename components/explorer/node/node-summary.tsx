import { endpointText, stakeShare } from '@/lib/explorer/node-health';
import type { NetworkNode, ServiceEndpoint } from '@/lib/schemas/v1/network-node';
import { Card, Fields } from '../card';
import { Time } from '../time';
import { EntityLink, HashValue, Hbar, PublicKey } from '../values';
import { NodeHealth } from './node-health';

function Endpoints({ endpoints }: { endpoints: ServiceEndpoint[] }) {
  if (endpoints.length === 0) return '—';
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {endpoints.map((e) => (
        <li key={endpointText(e)}>{endpointText(e)}</li>
      ))}
    </ul>
  );
}

/** Reward rate per year: the API gives tinybars rewarded per hbar staked per day. */
function rewardRate(tinybarsPerHbarPerDay: bigint | number | null): string {
  if (tinybarsPerHbarPerDay === null) return '—';
  const perYear = (Number(tinybarsPerHbarPerDay) / 100_000_000) * 365 * 100;
  return `${perYear.toFixed(2)} % a year (${tinybarsPerHbarPerDay} tinybars per hbar a day)`;
}

/** One consensus node from the address book: who runs it, where it listens, what is staked to it. */
export function NodeSummary({
  node,
  total,
  base,
  rawHref,
}: {
  node: NetworkNode;
  total: bigint;
  base: string;
  rawHref: string;
}) {
  const share = stakeShare(node.stake, total);
  return (
    <>
      <Card id="node-summary" title="Summary">
        <Fields
          items={[
            ['Node account', <EntityLink key="a" id={node.node_account_id} />],
            ['Description', node.description || '—'],
            ['Health', <NodeHealth key="h" nodeId={String(node.node_id)} base={base} />],
            ['Service endpoints', <Endpoints key="e" endpoints={node.service_endpoints} />],
            [
              'gRPC web proxy',
              node.grpc_proxy_endpoint ? (
                <span className="font-mono text-xs">{endpointText(node.grpc_proxy_endpoint)}</span>
              ) : (
                '—'
              ),
            ],
            ['Declines rewards', node.decline_reward === null ? '—' : node.decline_reward ? 'yes' : 'no'],
            ['Memo', node.memo || '—'],
            ['In the address book since', <Time key="t" ts={node.timestamp.from} />],
            ['Address book file', <EntityLink key="f" id={node.file_id} type={null} />],
            [
              'Raw data',
              <a
                key="raw"
                href={rawHref}
                className="break-all font-mono text-sky-700 hover:underline dark:text-sky-400"
              >
                {rawHref}
              </a>,
            ],
          ]}
        />
      </Card>
      <Card id="node-stake" title="Stake">
        <Fields
          items={[
            [
              'Stake',
              <span key="s">
                <Hbar tinybars={node.stake} />{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  ({share === '—' ? share : `${share} of the network`})
                </span>
              </span>,
            ],
            ['Rewarded stake', <Hbar key="r" tinybars={node.stake_rewarded} />],
            ['Not rewarded', <Hbar key="n" tinybars={node.stake_not_rewarded} />],
            ['Minimum stake', <Hbar key="min" tinybars={node.min_stake} />],
            ['Maximum stake', <Hbar key="max" tinybars={node.max_stake} />],
            ['Reward rate', rewardRate(node.reward_rate_start)],
            [
              'Staking period',
              node.staking_period ? (
                <span key="p">
                  <Time ts={node.staking_period.from} /> to{' '}
                  {node.staking_period.to ? <Time ts={node.staking_period.to} /> : 'now'}
                </span>
              ) : (
                '—'
              ),
            ],
          ]}
        />
      </Card>
      <Card id="node-keys" title="Keys">
        <Fields
          items={[
            ['Admin key', <PublicKey key="a" value={node.admin_key} />],
            ['Public key (RSA)', <HashValue key="p" value={node.public_key} label="public key" />],
            ['TLS certificate hash', <HashValue key="c" value={node.node_cert_hash} label="certificate hash" />],
          ]}
        />
      </Card>
    </>
  );
}
