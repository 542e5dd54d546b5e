import type { AnyRoute } from '../route';
import { accountHoldingRoutes } from './account-holdings';
import { accountRoutes } from './accounts';
import { airdropRoutes } from './airdrops';
import { allowanceRoutes } from './allowances';
import { blockRoutes } from './blocks';
import { contractLogRoutes } from './contract-logs';
import { contractRoutes } from './contracts';
import { networkRoutes } from './network';
import { scheduleRoutes } from './schedules';
import { tokenRoutes } from './tokens';
import { transactionRoutes } from './transactions';

/**
 * Every /api/v1 endpoint, in the order the OpenAPI document lists them. Patterns are anchored and no two have the
 * same shape, so the order does not change routing.
 */
export const routes: readonly AnyRoute[] = [
  ...transactionRoutes,
  ...contractRoutes,
  ...contractLogRoutes,
  ...blockRoutes,
  ...networkRoutes,
  ...scheduleRoutes,
  ...accountRoutes,
  ...accountHoldingRoutes,
  ...airdropRoutes,
  ...allowanceRoutes,
  ...tokenRoutes,
];
