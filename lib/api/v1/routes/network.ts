/** `/network/nodes`: the consensus nodes of an address book. */
import { parseEntityId } from '../../../core/entity-id';
import { type Filter } from '../../../core/filter';
import { listNetworkNodes } from '../../../ledger/network-nodes';
import { NetworkNodesResponse } from '../../../schemas/v1/network-node';
import { invalidArgument } from '../../errors';
import { integerValue, nextLink } from '../../links';
import { ALL_OPERATORS, integerParam, limitParam, orderParam, type FilterParam } from '../../params';
import { javaBadRequest } from '../java-errors';
import { entityIdDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

// The mirror node's own address book file (0.0.102) unless `file.id` asks for 0.0.101.
const DEFAULT_ADDRESS_BOOK_FILE = 102n;
const ADDRESS_BOOK_FILES = new Set([101n, 102n]);

/**
 * `file.id` as the reference's Java service (0.154) binds it: an entity id (a bare number is the num in shard and
 * realm 0, as is a long-zero EVM address) with an optional operator; a file other than the two address books has
 * no nodes (an empty list), and any operator but eq is refused in its words.
 */
const addressBookFileParam: FilterParam<bigint> = {
  operators: ALL_OPERATORS,
  parse: (v: string) => parseEntityId(v, { allowEvmAddress: true }),
  doc: entityIdDoc('The address book file: 0.0.102 (default) or 0.0.101; eq only', '0.0.102'),
};

/** `file.id` names one address book, so a second value is refused even when it names the same file. */
function addressBookFile(filters: Filter<bigint>[]): bigint | null {
  if (filters.length > 1) throw invalidArgument('Only a single instance is supported for file.id');
  const filter = filters[0];
  if (filter && filter.operator !== 'eq') throw javaBadRequest('Only equality operator is supported for file.id');
  const file = filter?.value ?? DEFAULT_ADDRESS_BOOK_FILE;
  return ADDRESS_BOOK_FILES.has(file) ? file : null;
}

export const networkRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/network/nodes',
    operationId: 'listNetworkNodes',
    tag: 'network',
    summary: 'The consensus nodes of the network address book',
    path: {},
    query: {
      'file.id': addressBookFileParam,
      // Each node carries its endpoints and stake, so the reference pages nodes by 10 and at most 25, whatever the
      // configured list limits (the configured maximum still applies first).
      limit: limitParam({ default: 10, max: 25 }),
      'node.id': {
        ...integerParam(ALL_OPERATORS),
        doc: {
          description: 'The ID of the node',
          explode: true,
          schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?\\d{1,19}$' },
          example: 'gte:0',
        },
      },
      order: orderParam('asc'),
    },
    module: 'rest-java',
    response: { name: 'NetworkNodesResponse', schema: NetworkNodesResponse },
    maxAge: 60,
    samples: () => [
      '/api/v1/network/nodes',
      '/api/v1/network/nodes?node.id=gte:2',
      '/api/v1/network/nodes?file.id=0.0.101',
    ],
    async handler({ path, query, ctx, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      const fileId = addressBookFile(filters['file.id']);
      const nodes = fileId === null ? [] : await listNetworkNodes(ctx.db, fileId, filters['node.id'], order, limit);
      const last = nodes.at(-1);
      const next =
        last && nodes.length === limit
          ? nextLink(path, query, order, { 'node.id': String(last.node_id) }, integerValue)
          : null;
      return { nodes, links: { next } };
    },
  }),
];
