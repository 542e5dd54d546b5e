/**
 * `/network/registered-nodes` (HIP-1137, interface 0.153): the block nodes, mirror nodes, RPC relays and general
 * services registered on the ledger. The reference serves it from its Java service, so its parameters bind and
 * fail as Spring's do (lib/api/v1/java-errors.ts), unknown parameters are skipped, and `links.next` is rest-java's.
 */
import type { Order } from '../../../core/filter';
import { listRegisteredNodes, type RegisteredNodeQuery } from '../../../ledger/registered-nodes';
import {
  REGISTERED_NODE_TYPES,
  RegisteredNodesResponse,
  type RegisteredNodeType,
} from '../../../schemas/v1/registered-node';
import { javaNextLink } from '../../links';
import { limitParam, orderParam } from '../../params';
import type { QueryParams } from '../../query';
import { javaBadRequest, javaInvalidParameter } from '../java-errors';
import { route, type AnyRoute } from '../route';

const ID_KEY = 'registerednode.id';
const MAX_LONG = 9223372036854775807n;
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;
/** At most a lower and an upper bound. */
const MAX_ID_VALUES = 2;
const ID_VALUE = /^(?:(eq|gt|gte|lt|lte):)?(\d{1,19})$/i;

/** A single-valued parameter's one value (Spring cannot bind two to an int or an enum), or null when absent. */
function single(query: QueryParams, name: string): string | null {
  const values = query.all(name);
  if (values.length > 1) throw javaInvalidParameter(name);
  return values[0] ?? null;
}

function limitOf(query: QueryParams): number {
  const raw = single(query, 'limit');
  if (raw === null) return DEFAULT_LIMIT;
  const limit = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) throw javaInvalidParameter('limit');
  return limit;
}

function orderOf(query: QueryParams): Order {
  const raw = single(query, 'order');
  if (raw === null) return 'asc';
  if (raw !== 'asc' && raw !== 'desc') throw javaInvalidParameter('order');
  return raw;
}

function typeOf(query: QueryParams): RegisteredNodeType | null {
  const raw = single(query, 'type');
  if (raw === null) return null;
  const type = REGISTERED_NODE_TYPES.find((t) => t === raw.toUpperCase());
  if (!type) throw javaInvalidParameter('type');
  return type;
}

/** The inclusive id range of up to two `registerednode.id` values; eq pins it and stands alone. */
function idRange(query: QueryParams): { lower: bigint; upper: bigint } {
  const values = query.all(ID_KEY);
  if (values.length > MAX_ID_VALUES) throw javaInvalidParameter(ID_KEY);
  const parsed = values.map((raw) => {
    const m = ID_VALUE.exec(raw);
    const value = m ? BigInt(m[2]!) : null;
    if (!m || value === null || value > MAX_LONG) throw javaInvalidParameter(ID_KEY);
    return { operator: (m[1] ?? 'eq').toLowerCase(), value };
  });
  if (parsed.length > 1 && parsed.some((p) => p.operator === 'eq'))
    throw javaBadRequest("The 'eq' operator cannot be combined with other operators");
  let lower = 0n;
  let upper = MAX_LONG;
  for (const { operator, value } of parsed) {
    if (operator === 'eq') [lower, upper] = [value, value];
    else if (operator === 'gt') lower = value + 1n > lower ? value + 1n : lower;
    else if (operator === 'gte') lower = value > lower ? value : lower;
    else if (operator === 'lt') upper = value - 1n < upper ? value - 1n : upper;
    else upper = value < upper ? value : upper;
  }
  if (lower > upper) throw javaBadRequest('Invalid range: lower bound exceeds upper bound');
  return { lower, upper };
}

/** The request as the Java service binds it: the id range, then limit, order and type. */
export function registeredNodeQuery(query: QueryParams): RegisteredNodeQuery {
  const { lower, upper } = idRange(query);
  return { lower, upper, limit: limitOf(query), order: orderOf(query), type: typeOf(query) };
}

const idDoc = {
  description: 'The ID of the registered node, with an optional comparison operator (at most two values; eq alone)',
  explode: true,
  schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?\\d{1,19}$' },
  example: 'gte:1',
};

export const registeredNodeRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/network/registered-nodes',
    operationId: 'getRegisteredNodes',
    tag: 'network',
    summary: 'The registered nodes of the network (HIP-1137)',
    description:
      'Block nodes, mirror nodes, RPC relays and general services registered on the ledger, by id. Deleted nodes are left out; `type` keeps the nodes with an endpoint of that kind.',
    path: {},
    query: {
      limit: limitParam({ default: DEFAULT_LIMIT, max: MAX_LIMIT }),
      order: orderParam('asc'),
      [ID_KEY]: {
        operators: ['eq', 'gt', 'gte', 'lt', 'lte'],
        parse: (v: string) => (/^\d{1,19}$/.test(v) ? BigInt(v) : null),
        doc: idDoc,
      },
      type: {
        operators: ['eq'],
        parse: (v: string) => REGISTERED_NODE_TYPES.find((t) => t === v.toUpperCase()) ?? null,
        doc: {
          description: 'Only nodes with an endpoint of this type (any letter case)',
          schema: { type: 'string', enum: [...REGISTERED_NODE_TYPES] },
        },
      },
    },
    unknownQuery: 'ignore',
    module: 'rest-java',
    response: { name: 'RegisteredNodesResponse', schema: RegisteredNodesResponse },
    maxAge: 60,
    samples: () => [
      '/api/v1/network/registered-nodes',
      '/api/v1/network/registered-nodes?limit=1',
      '/api/v1/network/registered-nodes?type=block_node&order=desc',
    ],
    async handler({ path, query, ctx }) {
      const request = registeredNodeQuery(query);
      const nodes = await listRegisteredNodes(ctx.db, request);
      const last = nodes.at(-1);
      const next =
        last && nodes.length === request.limit
          ? javaNextLink(path, query, request.order, ID_KEY, String(last.registered_node_id), [
              'limit',
              'order',
              'type',
            ])
          : null;
      return { registered_nodes: nodes, links: { next } };
    },
  }),
];
