/**
 * `/accounts/{id}/hooks` and `/accounts/{id}/hooks/{hookId}/storage`, which the reference serves from its Java
 * service (no recorded cases): parameters, order and paging as its openapi.yml and HooksController; errors in
 * the /api/v1 error shape.
 */
import { formatEntityId } from '../../../core/entity-id';
import { listHookStorage, listHooks } from '../../../ledger/hooks';
import { HooksResponse, HooksStorageResponse } from '../../../schemas/v1/hook';
import { invalidArgument, invalidParameter } from '../../errors';
import { integerValue, nextLink } from '../../links';
import { integerParam, limitParam, orderParam, RANGE_OPERATORS, timestampParam, type ParamSpec } from '../../params';
import { accountIdFromPath } from '../account-path';
import { accountPathDoc, timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

/** A storage slot: up to 64 hex digits, optional 0x, left-padded to 32 bytes. */
const slotParam = {
  operators: RANGE_OPERATORS,
  parse: (v: string): Uint8Array | null => {
    const match = /^(?:0x)?([0-9a-fA-F]{1,64})$/.exec(v);
    return match ? new Uint8Array(Buffer.from(match[1]!.padStart(64, '0'), 'hex')) : null;
  },
} satisfies ParamSpec<Uint8Array>;

/** The Java service accepts at most two timestamp bounds on a storage query. */
const MAX_TIMESTAMPS = 2;

export const hookRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress/hooks',
    operationId: 'getHooks',
    tag: 'accounts',
    summary: 'List hooks for an account',
    description:
      "Newest hook id first by default. Served by the reference's Java service; errors here use the /api/v1 error shape.",
    path: { idOrAliasOrEvmAddress: accountPathDoc },
    query: {
      'hook.id': {
        ...integerParam(RANGE_OPERATORS),
        doc: {
          description: 'The ID of the hook, with an optional comparison operator',
          explode: true,
          schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?\\d{1,19}$' },
          example: 'gte:1',
        },
      },
      limit: limitParam(),
      order: orderParam('desc'),
    },
    unknownQuery: 'ignore',
    response: { name: 'HooksResponse', schema: HooksResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/accounts/${s.hookOwner}/hooks`,
      `/api/v1/accounts/${s.hookOwner}/hooks?hook.id=gte:1&order=asc`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      const owner = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress);
      const hooks = await listHooks(ctx.db, owner, filters['hook.id'], order, limit);
      const last = hooks.at(-1);
      const next =
        last && hooks.length === limit
          ? nextLink(path, query, order, { 'hook.id': String(last.hook_id) }, integerValue)
          : null;
      return { hooks, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress/hooks/:hookId/storage',
    operationId: 'getHookStorage',
    tag: 'accounts',
    summary: 'Get hook storage slots',
    description:
      "Current slots by key; with `timestamp`, each slot's latest change in that window. Served by the reference's Java service; errors here use the /api/v1 error shape.",
    path: {
      idOrAliasOrEvmAddress: accountPathDoc,
      hookId: { description: 'The ID of the hook', schema: { type: 'string', pattern: '^\\d{1,19}$' }, example: '1' },
    },
    query: {
      key: {
        ...slotParam,
        doc: {
          description: 'A storage slot (up to 64 hex digits, optional 0x) with an optional comparison operator',
          explode: true,
          schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?(0x)?[0-9A-Fa-f]{1,64}$' },
          example: 'gte:0x0',
        },
      },
      limit: limitParam(),
      order: orderParam('asc'),
      timestamp: {
        ...timestampParam(RANGE_OPERATORS),
        doc: { ...timestampDoc, description: 'The storage as of this window (at most two bounds)' },
      },
    },
    unknownQuery: 'ignore',
    response: { name: 'HooksStorageResponse', schema: HooksStorageResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/accounts/${s.hookOwner}/hooks/${s.hookId}/storage`,
      `/api/v1/accounts/${s.hookOwner}/hooks/${s.hookId}/storage?timestamp=lte:${s.topicMessageTimestamp}&order=desc`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      if (filters.timestamp.length > MAX_TIMESTAMPS) throw invalidArgument(invalidParameter('timestamp'));
      const hookId = integerParam().parse(params.hookId);
      if (hookId === null) throw invalidArgument(invalidParameter('hookId'));
      const owner = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress);
      const storage = await listHookStorage(ctx.db, {
        ownerId: owner,
        hookId,
        keys: filters.key,
        timestamps: filters.timestamp,
        order,
        limit,
      });
      const last = storage.at(-1);
      const next = last && storage.length === limit ? nextLink(path, query, order, { key: last.key }) : null;
      return { hook_id: hookId, links: { next }, owner_id: formatEntityId(owner)!, storage };
    },
  }),
];
