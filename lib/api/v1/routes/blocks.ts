import { getBlock, listBlocks } from '../../ledger/blocks';
import { InvalidArgumentError, NotFoundError } from '../errors';
import { ALL_OPERATORS, parseQuery, RANGE_OPERATORS, timestampParam, type ParamSpec } from '../params';
import type { V1Request, V1Route } from './route-types';
import { nextLink } from '../links';

const MAX_LONG = 9223372036854775807n;

/** block.number: a non-negative long, decimal or 0x-hex; any operator but ne. */
const blockNumberParam: ParamSpec<bigint> = {
  operators: RANGE_OPERATORS,
  parse: (v) => {
    const n = /^\d{1,19}$/.test(v) ? BigInt(v) : /^0x[0-9a-fA-F]{1,16}$/.test(v) ? BigInt(v) : null;
    return n !== null && n <= MAX_LONG ? n : null;
  },
};

const specs = { 'block.number': blockNumberParam, timestamp: timestampParam(ALL_OPERATORS) };

/** GET /api/v1/blocks */
async function getBlocks({ ctx, path, query }: V1Request): Promise<object> {
  const { filters, limit, order } = parseQuery(query, specs, {
    defaultLimit: ctx.config.API_LIMIT_DEFAULT,
    maxLimit: ctx.config.API_LIMIT_MAX,
    defaultOrder: 'desc',
  });
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
}

const HASH = /^(?:0x)?([0-9a-fA-F]{64}|[0-9a-fA-F]{96})$/;

/** GET /api/v1/blocks/{hashOrNumber} */
async function getBlockByHashOrNumber({ ctx, params, query }: V1Request): Promise<object> {
  parseQuery(query, {}, { defaultLimit: ctx.config.API_LIMIT_DEFAULT, maxLimit: ctx.config.API_LIMIT_MAX, paging: false });
  const value = params.hashOrNumber ?? '';
  const hash = HASH.exec(value);
  let block;
  if (hash) block = await getBlock(ctx.db, { hash: hash[1]!.toLowerCase() });
  else if (/^\d{1,19}$/.test(value) && BigInt(value) <= MAX_LONG) block = await getBlock(ctx.db, { number: BigInt(value) });
  else throw InvalidArgumentError.invalid('hashOrNumber');
  if (!block) throw new NotFoundError();
  return block;
}

export const blockRoutes: V1Route[] = [
  { pattern: '/api/v1/blocks', handler: getBlocks },
  { pattern: '/api/v1/blocks/:hashOrNumber', handler: getBlockByHashOrNumber },
];
