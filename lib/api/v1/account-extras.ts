import { airdropRoutes } from './airdrops';
import { allowanceRoutes } from './allowances';
import type { V1Route } from './route-types';

/** Per-account sub-resources: allowances (crypto, tokens, nfts) and token airdrops (outstanding, pending). */
export const accountExtraRoutes: V1Route[] = [...allowanceRoutes, ...airdropRoutes];
