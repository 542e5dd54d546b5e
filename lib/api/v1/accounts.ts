import type { V1Route } from './route-types';

export const accountRoutes: V1Route[] = [];
