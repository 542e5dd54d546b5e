/** `/blocks` and `/blocks/{hashOrNumber}`: record files as blocks. */
import { getBlock, listBlocks } from '../../../ledger/blocks';
import { Block, BlocksResponse } from '../../../schemas/v1/block';
import { invalidParameters, notFound } from '../../errors';
import { nextLink } from '../../links';
import { ALL_OPERATORS, limitParam, orderParam, RANGE_OPERATORS, timestampParam, type FilterParam } from '../../params';
import { timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

const MAX_LONG = 9223372036854775807n;

/** block.number: a non-negative long, decimal or 0x-hex; any operator but ne. */
const blockNumberParam: FilterParam<bigint> = {
  operators: RANGE_OPERATORS,
  parse: (v) => {
    const n = /^\d{1,19}$/.test(v) ? BigInt(v) : /^0x[0-9a-fA-F]{1,16}$/.test(v) ? BigInt(v) : null;
    return n !== null && n <= MAX_LONG ? n : null;
  },
  doc: {
    description: "The block's number (decimal or 0x hex)",
    explode: true,
    schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?(\\d{1,19}|0x[0-9A-Fa-f]{1,16})$' },
    example: 'gte:0',
  },
};

const HASH = /^(?:0x)?([0-9a-fA-F]{64}|[0-9a-fA-F]{96})$/;

export const blockRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/blocks',
    operationId: 'listBlocks',
    tag: 'blocks',
    summary: 'List blocks',
    path: {},
    query: {
      'block.number': blockNumberParam,
      limit: limitParam(),
      order: orderParam('desc'),
      timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc },
    },
    response: { name: 'BlocksResponse', schema: BlocksResponse },
    maxAge: 1,
    samples: (s) => [
      '/api/v1/blocks',
      '/api/v1/blocks?block.number=gte:10&order=asc',
      `/api/v1/blocks?timestamp=lt:${s.ledgerEndSeconds - 100}`,
    ],
    async handler({ ctx, path, query, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      // The reference orders by the column of the first filter given (block number → index), else by consensus end.
      const first = query.keys().find((k) => k === 'block.number' || k === 'timestamp');
      const blocks = await listBlocks(ctx.db, {
        number: filters['block.number'],
        timestamp: filters.timestamp,
        orderBy: first === 'block.number' ? 'index' : 'consensus_end',
        order,
        limit,
      });
      const next =
        blocks.length === limit
          ? nextLink(path, query, order, { 'block.number': String(blocks.at(-1)!.number) }, blockNumberParam.parse)
          : null;
      return { blocks, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/blocks/:hashOrNumber',
    operationId: 'getBlock',
    tag: 'blocks',
    summary: 'Get a block by hash or number',
    path: {
      hashOrNumber: {
        description: 'Block number, or its 32-byte (Ethereum) or 48-byte (Hedera) hash with optional 0x prefix',
        schema: { type: 'string', pattern: '^(\\d{1,10}|(0x)?([A-Fa-f0-9]{64}|[A-Fa-f0-9]{96}))$' },
        example: '0',
      },
    },
    query: {},
    response: { name: 'Block', schema: Block },
    maxAge: 600,
    samples: (s) => [
      `/api/v1/blocks/${s.blockNumber}`,
      `/api/v1/blocks/${s.blockHash}`,
      `/api/v1/blocks/0x${s.blockHash.slice(0, 64)}`,
    ],
    async handler({ ctx, params, parseQuery }) {
      parseQuery();
      const value = params.hashOrNumber;
      const hash = HASH.exec(value);
      let block;
      if (hash) block = await getBlock(ctx.db, { hash: hash[1]!.toLowerCase() });
      else if (/^\d{1,19}$/.test(value) && BigInt(value) <= MAX_LONG)
        block = await getBlock(ctx.db, { number: BigInt(value) });
      else throw invalidParameters('hashOrNumber');
      if (!block) throw notFound();
      return block;
    },
  }),
];
