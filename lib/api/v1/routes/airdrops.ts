import { accountIdFromPath } from './account-path';
import { listAirdrops, type AirdropDirection } from '../../ledger/airdrops';
import type { TokenAirdropsResponse } from '../../schemas/v1/airdrop';
import { entityIdValue, nextLink } from '../links';
import { ALL_OPERATORS, entityIdParam, integerParam, parseQuery } from '../params';
import { keysetLastValues, parseBounds, toKeyset } from './keyset-params';
import type { V1Handler, V1Route } from './route-types';

/**
 * Pending token airdrops of an account, paged by (other account, token, serial number): `outstanding` lists
 * those it sent (other account = `receiver.id`), `pending` those it received (other account = `sender.id`).
 */
function airdrops(kind: AirdropDirection, accountKey: 'receiver.id' | 'sender.id'): V1Handler {
  const keys = [accountKey, 'token.id', 'serialnumber'];
  const specs = {
    [accountKey]: entityIdParam(ALL_OPERATORS),
    'token.id': entityIdParam(ALL_OPERATORS),
    serialnumber: integerParam(ALL_OPERATORS),
  };
  return async ({ path, params, query, ctx }) => {
    const account = await accountIdFromPath(ctx.db, params.id ?? '');
    const { filters, limit, order } = parseQuery(query, specs, {
      defaultLimit: ctx.config.API_LIMIT_DEFAULT,
      maxLimit: ctx.config.API_LIMIT_MAX,
    });
    const bounds = parseBounds(query, keys, filters);
    const list = await listAirdrops(ctx.db, account, kind, toKeyset(bounds), order, limit);
    const last = list.at(-1);
    const lastRow = last && [kind === 'outstanding' ? last.receiver_id : last.sender_id, last.token_id, String(last.serial_number ?? 0)];
    const lastValues = keysetLastValues(bounds, lastRow, list.length, limit);
    const body: TokenAirdropsResponse = { airdrops: list, links: { next: lastValues ? nextLink(path, query, order, lastValues, entityIdValue) : null } };
    return body;
  };
}

export const airdropRoutes: V1Route[] = [
  { pattern: '/api/v1/accounts/:id/airdrops/outstanding', handler: airdrops('outstanding', 'receiver.id') },
  { pattern: '/api/v1/accounts/:id/airdrops/pending', handler: airdrops('pending', 'sender.id') },
];
