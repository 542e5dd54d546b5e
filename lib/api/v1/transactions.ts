import type { V1Route } from './route-types';

export const transactionRoutes: V1Route[] = [];
