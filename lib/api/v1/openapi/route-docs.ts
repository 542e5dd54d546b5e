import { accountExtraDocs } from './account-extras';
import { accountDocs } from './accounts';
import { blockNetworkScheduleDocs } from './blocks-network-schedules';
import { tokenDocs } from './tokens';
import { transactionDocs } from './transactions';
import type { RouteDoc } from './types';

/** One entry per pattern of `../routes.ts` (a unit test keeps the two in step). */
export const routeDocs: readonly RouteDoc[] = [...transactionDocs, ...blockNetworkScheduleDocs, ...accountDocs, ...accountExtraDocs, ...tokenDocs];

/** `/api/v1/blocks/:hashOrNumber` → `/api/v1/blocks/{hashOrNumber}`. */
export function openApiPath(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, '{$1}');
}
