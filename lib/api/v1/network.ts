import type { V1Route } from './route-types';

export const networkRoutes: V1Route[] = [];
