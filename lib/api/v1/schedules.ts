import type { V1Route } from './route-types';

export const scheduleRoutes: V1Route[] = [];
