/** Staking rewards paid to an account (`/api/v1/accounts/{id}/rewards`), by consensus timestamp. */
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { StakingReward } from '../schemas/v1/reward';
import { addConditions } from './accounts';

export interface RewardQuery {
  accountId: bigint;
  /** timestamp range filters (no ne). */
  ranges: Filter<bigint>[];
  /** timestamp eq values, OR-ed. */
  equal: bigint[];
  limit: number;
  order: Order;
}

export async function listStakingRewards(db: Queryable, q: RewardQuery): Promise<StakingReward[]> {
  const params: unknown[] = [q.accountId];
  const conditions = ['account_id = $1'];
  addConditions(conditions, params, 'consensus_timestamp', q.ranges);
  if (q.equal.length) {
    params.push(q.equal);
    conditions.push(`consensus_timestamp = ANY($${params.length}::bigint[])`);
  }
  params.push(q.limit);
  const rows = await db.query<{ account_id: bigint; amount: bigint; consensus_timestamp: bigint }>(
    `SELECT account_id, amount, consensus_timestamp FROM staking_reward_transfer
     WHERE ${conditions.join(' AND ')}
     ORDER BY consensus_timestamp ${q.order === 'desc' ? 'DESC' : 'ASC'}
     LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({
    account_id: formatEntityId(row.account_id)!,
    amount: row.amount,
    timestamp: formatTimestamp(row.consensus_timestamp)!,
  }));
}
