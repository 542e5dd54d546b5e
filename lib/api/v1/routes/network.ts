import { listNetworkNodes } from '../../ledger/network-nodes';
import type { NetworkNodesResponse } from '../../schemas/v1/network-node';
import { InvalidArgumentError } from '../errors';
import { integerValue, nextLink } from '../links';
import { parseEntityId } from '../../core/entity-id';
import { ALL_OPERATORS, EQ_ONLY, integerParam, parseQuery, type ParamSpec } from '../params';
import { type Filter } from '../../core/filter';
import type { V1Handler, V1Route } from './route-types';

// Each node carries its endpoints and stake, so the reference pages nodes by 10 and at most 25, whatever the
// configured list limits (the configured maximum still applies first).
const NODES_DEFAULT_LIMIT = 10;
const NODES_MAX_LIMIT = 25;
// The mirror node's own address book file (0.0.102) unless `file.id` asks for 0.0.101.
const DEFAULT_ADDRESS_BOOK_FILE = 102n;
const ADDRESS_BOOK_FILES = new Set([101n, 102n]);

/**
 * `file.id` as the reference validates it: an entity id (a bare number is the num in shard and realm 0, as is a
 * long-zero EVM address) naming one of the two address book files, with `eq` alone. Any other file or operator is
 * an invalid parameter, never an empty list, so its "Only equals (eq)" message cannot be reached.
 */
const addressBookFileParam = {
  operators: EQ_ONLY,
  parse: (v: string) => {
    const id = parseEntityId(v, { allowEvmAddress: true });
    return id !== null && ADDRESS_BOOK_FILES.has(id) ? id : null;
  },
} satisfies ParamSpec<bigint>;

const NODE_PARAMS = {
  'file.id': addressBookFileParam,
  'node.id': integerParam(ALL_OPERATORS),
};

/** `file.id` names one address book, so a second value is refused even when it names the same file. */
function addressBookFile(filters: Filter<bigint>[]): bigint {
  if (filters.length > 1) throw new InvalidArgumentError('Only a single instance is supported for file.id');
  return filters[0]?.value ?? DEFAULT_ADDRESS_BOOK_FILE;
}

const nodes: V1Handler = async ({ path, query, ctx }) => {
  const { filters, limit, order } = parseQuery(query, NODE_PARAMS, {
    defaultLimit: NODES_DEFAULT_LIMIT,
    maxLimit: Math.min(NODES_MAX_LIMIT, ctx.config.API_LIMIT_MAX),
  });
  const fileId = addressBookFile(filters['file.id']);
  const list = await listNetworkNodes(ctx.db, fileId, filters['node.id'], order, limit);
  const last = list.at(-1);
  const body: NetworkNodesResponse = {
    nodes: list,
    links: { next: last && list.length === limit ? nextLink(path, query, order, { 'node.id': String(last.node_id) }, integerValue) : null },
  };
  return body;
};

export const networkRoutes: V1Route[] = [{ pattern: '/api/v1/network/nodes', handler: nodes }];
