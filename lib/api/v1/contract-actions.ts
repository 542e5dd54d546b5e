import type { V1Route } from './route-types';

export const contractActionRoutes: V1Route[] = [];
