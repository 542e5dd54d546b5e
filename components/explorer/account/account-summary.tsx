import type { Account } from '@/lib/schemas/v1/account';
import { nodeHref } from '@/lib/explorer/nodes';
import { Card, Fields } from '../card';
import { CopyButton } from '../copy-button';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { EntityLink, HashValue, Hbar, PublicKey } from '../values';

const period = (seconds: bigint | number | null) =>
  seconds === null ? '—' : `${Math.round(Number(seconds) / 86_400)} days (${String(seconds)} s)`;

/** Everything the account record says: balance, key, addresses, staking, memo, lifetime. */
export function AccountSummary({ account }: { account: Account }) {
  const staking =
    account.staked_node_id !== null ? (
      <NetLink
        key="n"
        href={nodeHref(account.staked_node_id)}
        className="text-sky-700 hover:underline dark:text-sky-400"
      >
        node {String(account.staked_node_id)}
      </NetLink>
    ) : null;
  return (
    <Card id="account-summary" title="Summary">
      <Fields
        items={[
          [
            'Balance',
            <span key="b">
              <Hbar tinybars={account.balance?.balance ?? null} />
              {account.balance && account.balance.tokens.length > 0 && (
                <span className="ml-2 text-slate-600 dark:text-slate-400">
                  + {account.balance.tokens.length} token balances
                </span>
              )}
            </span>,
          ],
          ['Key', <PublicKey key="k" value={account.key} />],
          ['EVM address', <HashValue key="e" value={account.evm_address} label="EVM address" full />],
          [
            'Alias',
            account.alias ? (
              <span key="a" className="break-all font-mono">
                {account.alias}
                <CopyButton value={account.alias} label="alias" />
              </span>
            ) : (
              '—'
            ),
          ],
          [
            'Staked to',
            staking ??
              (account.staked_account_id ? <EntityLink key="s" id={account.staked_account_id} /> : 'not staking'),
          ],
          ['Pending reward', <Hbar key="p" tinybars={account.pending_reward} />],
          ['Declines rewards', account.decline_reward ? 'yes' : 'no'],
          ['Stake period start', account.stake_period_start ? <Time key="sp" ts={account.stake_period_start} /> : '—'],
          [
            'Memo',
            account.memo ? (
              <span key="m" className="whitespace-pre-wrap">
                {account.memo}
              </span>
            ) : (
              '—'
            ),
          ],
          ['Created', account.created_timestamp ? <Time key="c" ts={account.created_timestamp} /> : '—'],
          ['Expires', account.expiry_timestamp ? <Time key="x" ts={account.expiry_timestamp} /> : '—'],
          ['Auto-renew period', period(account.auto_renew_period)],
          ['Automatic token associations', autoAssociations(account.max_automatic_token_associations)],
          [
            'Receiver signature required',
            account.receiver_sig_required === null ? '—' : account.receiver_sig_required ? 'yes' : 'no',
          ],
          ['Ethereum nonce', account.ethereum_nonce === null ? '—' : String(account.ethereum_nonce)],
          ['Deleted', account.deleted ? 'yes' : 'no'],
        ]}
      />
    </Card>
  );
}

/** -1 is the network's "no limit"; 0 means every token must be associated by hand. */
function autoAssociations(max: number | null): string {
  if (max === null) return '—';
  if (max < 0) return 'unlimited';
  if (max === 0) return 'none (tokens must be associated first)';
  return `up to ${max}`;
}
