import { z } from 'zod';
import { entityId, int64, links, timestamp } from './common';

/** One staking reward paid to the account (`/api/v1/accounts/{id}/rewards`). */
export const StakingReward = z.object({ account_id: entityId, amount: int64, timestamp });
export type StakingReward = z.infer<typeof StakingReward>;

export const StakingRewardsResponse = z.object({ rewards: z.array(StakingReward), links });
export type StakingRewardsResponse = z.infer<typeof StakingRewardsResponse>;
