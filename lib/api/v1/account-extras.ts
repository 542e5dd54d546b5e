import type { V1Route } from './route-types';

export const accountExtraRoutes: V1Route[] = [];
