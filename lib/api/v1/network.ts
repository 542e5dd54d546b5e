import { listNetworkNodes } from '../../ledger/network-nodes';
import type { NetworkNodesResponse } from '../../schemas/v1/network-node';
import { InvalidArgumentError } from '../errors';
import { integerValue, nextLink } from '../links';
import { ALL_OPERATORS, entityIdParam, integerParam, parseQuery, type Filter } from '../params';
import type { V1Handler, V1Route } from './route-types';

// Each node carries its endpoints and stake, so the reference pages nodes by 10 and at most 25, whatever the
// configured list limits (the configured maximum still applies first).
const NODES_DEFAULT_LIMIT = 10;
const NODES_MAX_LIMIT = 25;
// The mirror node's own address book file (0.0.102) unless `file.id` asks for 0.0.101.
const DEFAULT_ADDRESS_BOOK_FILE = 102n;

const NODE_PARAMS = {
  'file.id': entityIdParam(ALL_OPERATORS),
  'node.id': integerParam(ALL_OPERATORS),
};

/** `file.id` names one address book: a single `eq` value (checked in query order, as the reference does). */
function addressBookFile(filters: Filter<bigint>[]): bigint {
  filters.forEach((filter, i) => {
    if (i > 0) throw new InvalidArgumentError('Only a single instance is supported for file.id');
    if (filter.operator !== 'eq') throw new InvalidArgumentError('Only equals (eq) comparison operator is supported for file.id');
  });
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
