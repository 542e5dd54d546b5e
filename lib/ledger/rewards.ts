/** Staking rewards paid to an account (`/api/v1/accounts/{id}/rewards`), by consensus timestamp. */
import { formatEntityId } from '../core/entity-id';
import type { Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { StakingReward } from '../schemas/v1/reward';
import { SqlParams, sortDirection, type EqualOrRanges } from './sql';

/** An account's rewards; `equal` and `ranges` filter the timestamp (never with ne). */
export interface RewardQuery extends EqualOrRanges {
  accountId: bigint;
  limit: number;
  order: Order;
}

export async function listStakingRewards(db: Queryable, q: RewardQuery): Promise<StakingReward[]> {
  const params = new SqlParams();
  const conditions = [`account_id = ${params.bind(q.accountId)}`, ...params.equalOrRanges('consensus_timestamp', q)];
  const rows = await db.query<{ account_id: bigint; amount: bigint; consensus_timestamp: bigint }>(
    `SELECT account_id, amount, consensus_timestamp FROM staking_reward_transfer
     WHERE ${conditions.join(' AND ')}
     ORDER BY consensus_timestamp ${sortDirection(q.order)}
     LIMIT ${params.bind(q.limit)}`,
    params.values,
  );
  return rows.map((row) => ({
    account_id: formatEntityId(row.account_id)!,
    amount: row.amount,
    timestamp: formatTimestamp(row.consensus_timestamp)!,
  }));
}
