/** Staking rewards paid to an account (`/api/v1/accounts/{id}/rewards`), by consensus timestamp. */
import { formatEntityId } from '../core/entity-id';
import type { Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { StakingReward } from '../schemas/v1/reward';
import {
  SqlParams,
  equalOrRangesWindow,
  monthRange,
  readPageByMonths,
  sortDirection,
  type EqualOrRanges,
  type MonthRange,
} from './sql';

/** An account's rewards; `equal` and `ranges` filter the timestamp (never with ne). */
export interface RewardQuery extends EqualOrRanges {
  accountId: bigint;
  limit: number;
  order: Order;
}

type RewardRow = { account_id: bigint; amount: bigint; consensus_timestamp: bigint };

/**
 * On v2 (`staking_reward_transfer` by month) the page is read month span by month span from the table's first month
 * (`walkMonths`): one statement over the whole range plans and probes every month's index for one account's
 * newest rows, most of them empty.
 */
export async function listStakingRewards(db: Queryable, q: RewardQuery): Promise<StakingReward[]> {
  const rows = await readPageByMonths(db, 'staking_reward_transfer', equalOrRangesWindow(q), q, (months, limit) =>
    readRewards(db, { ...q, limit }, months),
  );
  return rows.map((row) => ({
    account_id: formatEntityId(row.account_id)!,
    amount: row.amount,
    timestamp: formatTimestamp(row.consensus_timestamp)!,
  }));
}

function readRewards(db: Queryable, q: RewardQuery, months: MonthRange | null): Promise<RewardRow[]> {
  const params = new SqlParams();
  const conditions = [`account_id = ${params.bind(q.accountId)}`, ...params.equalOrRanges('consensus_timestamp', q)];
  if (months) conditions.push(monthRange('consensus_timestamp', months));
  return db.query<RewardRow>(
    `SELECT account_id, amount, consensus_timestamp FROM staking_reward_transfer
     WHERE ${conditions.join(' AND ')}
     ORDER BY consensus_timestamp ${sortDirection(q.order)}
     LIMIT ${params.bind(q.limit)}`,
    params.values,
  );
}
