import type { AnyRoute } from '../route';
import { accountHoldingRoutes } from './account-holdings';
import { accountRoutes } from './accounts';
import { airdropRoutes } from './airdrops';
import { allowanceRoutes } from './allowances';
import { balanceRoutes } from './balances';
import { blockRoutes } from './blocks';
import { contractStateRoutes } from './contract-state';
import { contractLogRoutes } from './contract-logs';
import { contractRoutes } from './contracts';
import { hookRoutes } from './hooks';
import { contractResultRoutes } from './contract-results';
import { networkRoutes } from './network';
import { networkEconomicsRoutes } from './network-economics';
import { registeredNodeRoutes } from './registered-nodes';
import { scheduleRoutes } from './schedules';
import { tokenBalanceRoutes } from './token-balances';
import { tokenNftRoutes } from './token-nfts';
import { tokenRoutes } from './tokens';
import { topicRoutes } from './topics';
import { transactionRoutes } from './transactions';

/**
 * Every /api/v1 endpoint, in the order the OpenAPI document lists them. Patterns are anchored and no two have the
 * same shape, so the order does not change routing.
 */
export const routes: readonly AnyRoute[] = [
  ...transactionRoutes,
  ...contractRoutes,
  ...contractStateRoutes,
  ...contractResultRoutes,
  ...contractLogRoutes,
  ...blockRoutes,
  ...networkRoutes,
  ...networkEconomicsRoutes,
  ...registeredNodeRoutes,
  ...scheduleRoutes,
  ...accountRoutes,
  ...accountHoldingRoutes,
  ...hookRoutes,
  ...airdropRoutes,
  ...allowanceRoutes,
  ...tokenRoutes,
  ...topicRoutes,
  ...tokenBalanceRoutes,
  ...tokenNftRoutes,
  ...balanceRoutes,
];
