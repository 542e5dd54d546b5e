/** `/accounts/{id}/airdrops/outstanding` and `/pending`: token airdrops not yet claimed. */
import { listAirdrops, type AirdropDirection } from '../../../ledger/airdrops';
import { TokenAirdropsResponse } from '../../../schemas/v1/airdrop';
import { entityIdValue, nextLink } from '../../links';
import { ALL_OPERATORS, entityIdParam, integerParam, limitParam, orderParam } from '../../params';
import { accountIdFromPath } from '../account-path';
import { keysetLastValues, parseBounds, toKeyset } from '../keyset-params';
import { accountPathDoc, entityIdDoc, serialNumberDoc, tokenIdDoc } from '../openapi/parameters';
import type { SampleValues } from '../samples';
import { route, type AnyRoute } from '../route';

/**
 * Pending token airdrops of an account, paged by (other account, token, serial number): `outstanding` lists
 * those it sent (other account = `receiver.id`), `pending` those it received (other account = `sender.id`).
 */
function airdropRoute(
  kind: AirdropDirection,
  counterpart: 'receiver.id' | 'sender.id',
  summary: string,
  samples: (s: SampleValues) => [string, ...string[]],
) {
  const keys = [counterpart, 'token.id', 'serialnumber'];
  const who = counterpart === 'receiver.id' ? 'receiver' : 'sender';
  return route({
    pattern: `/api/v1/accounts/:id/airdrops/${kind}`,
    operationId: kind === 'outstanding' ? 'listOutstandingAirdrops' : 'listPendingAirdrops',
    tag: 'airdrops',
    summary,
    path: { id: accountPathDoc },
    query: {
      limit: limitParam(),
      order: orderParam('asc'),
      [counterpart]: {
        ...entityIdParam(ALL_OPERATORS),
        doc: entityIdDoc(`The ID of the ${who} to return information for`, 'gte:0.0.1'),
      },
      // As for every multi-column keyset, a filter on a later column needs one on each earlier column.
      serialnumber: {
        ...integerParam(ALL_OPERATORS),
        doc: { ...serialNumberDoc, requires: [counterpart, 'token.id'] },
      },
      'token.id': { ...entityIdParam(ALL_OPERATORS), doc: { ...tokenIdDoc, requires: [counterpart] } },
    },
    unknownQuery: 'ignore',
    response: { name: 'TokenAirdropsResponse', schema: TokenAirdropsResponse },
    maxAge: 1,
    samples,
    async handler({ path, params, query, ctx, parseQuery }) {
      const account = await accountIdFromPath(ctx.db, params.id);
      const { filters, limit, order } = parseQuery();
      const bounds = parseBounds(query, keys, filters);
      const list = await listAirdrops(ctx.db, account, kind, toKeyset(bounds), order, limit);
      const last = list.at(-1);
      const lastRow = last && [
        kind === 'outstanding' ? last.receiver_id : last.sender_id,
        last.token_id,
        String(last.serial_number ?? 0),
      ];
      const lastValues = keysetLastValues(bounds, lastRow, list.length, limit);
      return {
        airdrops: list,
        links: { next: lastValues ? nextLink(path, query, order, lastValues, entityIdValue) : null },
      };
    },
  });
}

export const airdropRoutes: AnyRoute[] = [
  airdropRoute('outstanding', 'receiver.id', 'Outstanding token airdrops sent by an account', (s) => [
    `/api/v1/accounts/${s.airdropSender}/airdrops/outstanding`,
    `/api/v1/accounts/${s.airdropSender}/airdrops/outstanding?receiver.id=gte:0.0.1&order=desc`,
  ]),
  airdropRoute('pending', 'sender.id', 'Pending token airdrops received by an account', (s) => [
    `/api/v1/accounts/${s.airdropReceiver}/airdrops/pending`,
  ]),
];
