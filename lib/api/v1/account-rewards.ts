/** `/api/v1/accounts/{idOrAliasOrEvmAddress}/rewards`: staking rewards paid to the account. */
import { accountIdFromPath } from './account-path';
import { entityExists } from '../../ledger/account-tokens';
import { listStakingRewards } from '../../ledger/rewards';
import type { StakingRewardsResponse } from '../../schemas/v1/reward';
import { InvalidArgumentError, NotFoundError } from '../errors';
import { parseQuery, timestampParam } from '../params';
import { parseTimestamp } from '../../core/timestamp';
import { distinct, pageLink } from './account-params';
import type { V1Handler } from './route-types';

export const listAccountRewards: V1Handler = async ({ path, params, query, ctx }) => {
  // As the reference: the path and the account's existence are checked before the query string.
  const accountId = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress!);
  if (!(await entityExists(ctx.db, accountId))) throw new NotFoundError();
  const { filters, limit, order } = parseQuery(
    query,
    { timestamp: timestampParam() },
    { defaultLimit: ctx.config.API_LIMIT_DEFAULT, maxLimit: ctx.config.API_LIMIT_MAX, defaultOrder: 'desc' },
  );
  const timestamps = filters.timestamp;
  if (timestamps.some((f) => f.operator === 'ne')) {
    throw new InvalidArgumentError('Not equals (ne) operator is not supported for timestamp');
  }
  const rewards = await listStakingRewards(ctx.db, {
    accountId,
    ranges: distinct(timestamps.filter((f) => f.operator !== 'eq')),
    equal: timestamps.filter((f) => f.operator === 'eq').map((f) => f.value),
    limit,
    order,
  });
  const last = rewards.at(-1);
  const next =
    last && rewards.length === limit
      ? pageLink(path, query, order, { timestamp: { value: last.timestamp } }, parseTimestamp)
      : null;
  const body: StakingRewardsResponse = { rewards, links: { next } };
  return body;
};
