import type { V1Route } from './route-types';

export const blockRoutes: V1Route[] = [];
