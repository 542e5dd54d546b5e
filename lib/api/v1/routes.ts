import { accountExtraRoutes } from './account-extras';
import { accountRoutes } from './accounts';
import { blockRoutes } from './blocks';
import { contractActionRoutes } from './contract-actions';
import type { V1Route } from './route-types';
import { scheduleRoutes } from './schedules';
import { networkRoutes } from './network';
import { tokenRoutes } from './tokens';
import { transactionRoutes } from './transactions';

/** Every /api/v1 route. Patterns are anchored, so order only matters between equal shapes. */
export const routes: V1Route[] = [
  ...blockRoutes,
  ...contractActionRoutes,
  ...transactionRoutes,
  ...accountRoutes,
  ...accountExtraRoutes,
  ...scheduleRoutes,
  ...tokenRoutes,
  ...networkRoutes,
];
