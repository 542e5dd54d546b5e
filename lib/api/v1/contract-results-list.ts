/**
 * The query of the two contract result lists (`/contracts/results`, `/contracts/{id}/results`), resolved as the
 * reference's extractContractResultsByIdQuery does: senders by EVM address, a block as a timestamp window, and,
 * for the list of every contract, one timestamp window bound by query.bindTimestampRange.
 */
import {
  ALL_OPERATORS,
  EQ_ONLY,
  booleanParam,
  integerParam,
  limitParam,
  orderParam,
  timestampParam,
  type FilterParam,
} from '../params';
import type { Filter, Order } from '../../core/filter';
import { parseEntityId } from '../../core/entity-id';
import { formatTimestamp, parseTimestamp } from '../../core/timestamp';
import { findIdByEvmAddress } from '../../ledger/account-id';
import { blockWindow, type ContractResultListQuery } from '../../ledger/contract-results';
import { filterWindow, splitEqual, type TimestampWindow } from '../../ledger/sql';
import { invalidArgument, notFound } from '../errors';
import { nextLink } from '../links';
import type { QueryParams } from '../query';
import type { ApiContext } from './context';
import type { EthereumAmountUnit } from '../../db/ledger-schema';
import { hbarParam } from './hbar-param';
import { booleanDoc, timestampDoc } from './openapi/parameters';
import { bindWindow } from './transactions-list';

/** A sender: an entity id, or an EVM address (40 hex digits, without 0x) still to be looked up. */
type Sender = bigint | string;

const EVM_ADDRESS = /^(?:0x)?([0-9a-fA-F]{40})$/;
const BLOCK_HASH = /^(?:0x)?([0-9a-fA-F]{64}|[0-9a-fA-F]{96})$/;

const fromParam: FilterParam<Sender> = {
  operators: ALL_OPERATORS,
  parse: (v) => parseEntityId(v) ?? EVM_ADDRESS.exec(v)?.[1] ?? null,
  doc: {
    description: 'The sender: an account id or an EVM address',
    explode: true,
    schema: {
      type: 'string',
      pattern: '^((eq|ne|gt|gte|lt|lte):)?((\\d{1,10}\\.){0,2}\\d{1,10}|(0x)?[A-Fa-f0-9]{40})$',
    },
  },
};

/** The query parameters of both lists, in the reference's documentation order. */
export const contractResultListParams = {
  'block.hash': {
    operators: EQ_ONLY,
    parse: (v: string) => BLOCK_HASH.exec(v)?.[1]?.toLowerCase() ?? null,
    doc: {
      description: 'The block hash (32 or 48 bytes, optional 0x): only results of that block',
      schema: { type: 'string', pattern: '^(eq:)?(0x)?([0-9A-Fa-f]{64}|[0-9A-Fa-f]{96})$' },
    },
  } satisfies FilterParam<string>,
  'block.number': {
    operators: EQ_ONLY,
    parse: (v: string) => (/^0x[0-9a-fA-F]{1,15}$/.test(v) ? BigInt(v) : integerParam(EQ_ONLY).parse(v)),
    doc: {
      description: 'The block number (decimal or 0x hex): only results of that block',
      schema: { type: 'string', pattern: '^(eq:)?(\\d{1,19}|0x[0-9a-fA-F]{1,15})$' },
    },
  } satisfies FilterParam<bigint>,
  from: fromParam,
  hbar: hbarParam,
  internal: { ...booleanParam(), doc: booleanDoc('Whether child (internal) transactions are included', false) },
  limit: limitParam(),
  order: orderParam('desc'),
  timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc },
  'transaction.index': {
    ...integerParam(EQ_ONLY),
    doc: {
      description: 'The position of the transaction in its block',
      schema: { type: 'string', pattern: '^(eq:)?\\d{1,19}$' },
    },
  } satisfies FilterParam<bigint>,
};

interface ParsedListQuery {
  filters: {
    'block.hash': Filter<string>[];
    'block.number': Filter<bigint>[];
    from: Filter<Sender>[];
    hbar: Filter<boolean>[];
    internal: Filter<boolean>[];
    timestamp: Filter<bigint>[];
    'transaction.index': Filter<bigint>[];
  };
  limit: number;
  order: Order;
  /** The answer's unit of Ethereum amounts (`amountsUnit`); the list of one contract shows none and has none. */
  amountsIn?: EthereumAmountUnit;
}

async function resolveSenders(ctx: ApiContext, from: Filter<Sender>[]): Promise<Filter<bigint>[]> {
  return Promise.all(
    from.map(async ({ operator, value }) => {
      if (typeof value === 'bigint') return { operator, value };
      const address = value.toLowerCase();
      // A long-zero address is the account's number; any other names the live entity that has it.
      const longZero = address.startsWith('0'.repeat(24))
        ? parseEntityId(`0x${address}`, { allowEvmAddress: true })
        : null;
      const id = longZero ?? (await findIdByEvmAddress(ctx.db, Buffer.from(address, 'hex')));
      if (id === null) throw notFound();
      return { operator, value: id };
    }),
  );
}

/**
 * The parsed query after the reference's filterDependencyCheck: a transaction index needs a block, and a block is
 * named one way only.
 */
export function checkedListQuery(query: QueryParams, parsed: ParsedListQuery): ParsedListQuery {
  const keys = new Set(query.keys());
  const messages: string[] = [];
  if (keys.has('transaction.index') && !keys.has('block.number') && !keys.has('block.hash')) {
    messages.push(
      invalidUsage('transaction.index', 'transaction.index requires block.number or block.hash filter to be specified'),
    );
  }
  if (keys.has('block.number') && keys.has('block.hash'))
    messages.push(invalidUsage('block.hash', 'cannot combine block.number and block.hash'));
  if (messages.length) throw invalidArgument(messages);
  return parsed;
}

const invalidUsage = (name: string, why: string) => `Invalid parameter usage: ${name} - ${why}`;

/** The block filter that counts: the last `block.number` or `block.hash` in the query. */
function lastBlockFilter(query: QueryParams, parsed: ParsedListQuery): { number: bigint } | { hash: string } | null {
  const key = query
    .keys()
    .filter((k) => k === 'block.number' || k === 'block.hash')
    .at(-1);
  if (key === 'block.number') return { number: parsed.filters['block.number'].at(-1)!.value };
  if (key === 'block.hash') return { hash: parsed.filters['block.hash'].at(-1)!.value };
  return null;
}

/**
 * The timestamp filters as one window, leniently: the reference asks for its strict checks through a key its
 * configuration never sets (config.strictTimestampParam), so several lower bounds take the highest, and eq values
 * may sit beside a range. `empty` when the bounds cross.
 */
function lenientWindow(filters: Filter<bigint>[]): { window: TimestampWindow; empty: boolean } {
  const window = filterWindow(filters);
  window.eq = [...new Set(window.eq)];
  window.ne = [...new Set(window.ne)];
  return { window, empty: window.lower !== null && window.upper !== null && window.upper < window.lower };
}

/**
 * The list of every contract takes one timestamp window, bound by query.bindTimestampRange; the reference then
 * drops a bound of 0 and answers nothing when the window leaves no condition at all.
 */
async function globalTimestampFilters(ctx: ApiContext, filters: Filter<bigint>[], order: Order) {
  const { window, empty } = lenientWindow(filters);
  if (empty) return null;
  const bound = await bindWindow(ctx, window, order);
  const { eq, ne } = bound.window;
  const lower = bound.window.lower || null;
  const upper = bound.window.upper || null;
  const resolved: Filter<bigint>[] = [
    ...(lower !== null ? [{ operator: 'gte' as const, value: lower }] : []),
    ...(upper !== null ? [{ operator: 'lte' as const, value: upper }] : []),
    ...eq.map((value) => ({ operator: 'eq' as const, value })),
    ...ne.map((value) => ({ operator: 'ne' as const, value })),
  ];
  if (filters.length && !resolved.length) return null;
  return { filters: resolved, next: bound.next };
}

export interface ResolvedListQuery {
  query: ContractResultListQuery;
  /** Where query.bindTimestampRange cut the window: the next page starts there even when this one is short. */
  next: bigint | null;
}

/** The list query, or null when the reference answers an empty page without querying (unknown block, empty window). */
async function resolveListQuery(
  ctx: ApiContext,
  query: QueryParams,
  parsed: ParsedListQuery,
  contractId?: bigint,
): Promise<ResolvedListQuery | null> {
  const from = await resolveSenders(ctx, parsed.filters.from);
  const timestamps = [...parsed.filters.timestamp];
  const block = lastBlockFilter(query, parsed);
  if (block) {
    const window = await blockWindow(ctx.db, block);
    if (!window) return null;
    timestamps.push({ operator: 'gte', value: window.start }, { operator: 'lte', value: window.end });
  }
  let timestamp = timestamps;
  let next: bigint | null = null;
  if (contractId === undefined) {
    const global = await globalTimestampFilters(ctx, timestamps, parsed.order);
    if (!global) return null;
    ({ filters: timestamp, next } = global);
  }
  return {
    query: {
      contractId,
      from: splitEqual(from),
      timestamp: splitEqual(timestamp),
      transactionIndexes: parsed.filters['transaction.index'].map((f) => f.value),
      internal: parsed.filters.internal.at(-1)?.value ?? false,
      limit: parsed.limit,
      order: parsed.order,
      amountsIn: parsed.amountsIn,
    },
    next,
  };
}

/** `links.next` of a page: after its last result, or where the bound window was cut when the page is short. */
function resultsNextLink(
  path: string,
  query: QueryParams,
  resolved: ResolvedListQuery,
  results: readonly { timestamp: string }[],
): string | null {
  if (!results.length) return null;
  const { limit, order } = resolved.query;
  const isEnd = results.length !== limit;
  if (isEnd && resolved.next === null) return null;
  const last = isEnd ? formatTimestamp(resolved.next)! : results.at(-1)!.timestamp;
  return nextLink(path, query, order, { timestamp: last }, parseTimestamp);
}

/** One page of either list: `list` reads the rows (with or without their blocks and Ethereum fields). */
export async function resultsPage<T extends { timestamp: string }>(
  ctx: ApiContext,
  path: string,
  query: QueryParams,
  parsed: ParsedListQuery,
  list: (db: ApiContext['db'], q: ContractResultListQuery) => Promise<T[]>,
  contractId?: bigint,
): Promise<{ results: T[]; links: { next: string | null } }> {
  const resolved = await resolveListQuery(ctx, query, parsed, contractId);
  if (!resolved) return { results: [], links: { next: null } };
  const results = await list(ctx.db, resolved.query);
  return { results, links: { next: resultsNextLink(path, query, resolved, results) } };
}
