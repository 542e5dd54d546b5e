import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import { firstConsensusTimestamp, ledgerSchema, pastMonthKeys } from '../db/ledger-schema';
import type { Queryable } from '../db/types';
import type { Block } from '../schemas/v1/block';
import {
  filterWindow,
  fromFirstMonth,
  intersectMonths,
  monthRange,
  monthsOfKeys,
  readPageByMonths,
  SqlParams,
  sortDirection,
  walkMonths,
  whereClause,
  windowMonths,
  type MonthRange,
} from './sql';

const COLUMNS = `count, hash, name, prev_hash, hapi_version_major, hapi_version_minor, hapi_version_patch, index,
  consensus_start, consensus_end, gas_used, logs_bloom, coalesce(size, length(bytes)) AS size`;

interface BlockRow {
  count: bigint;
  hash: string;
  name: string;
  prev_hash: string;
  hapi_version_major: number | null;
  hapi_version_minor: number | null;
  hapi_version_patch: number | null;
  index: bigint;
  consensus_start: bigint;
  consensus_end: bigint;
  gas_used: bigint | null;
  logs_bloom: Uint8Array | null;
  size: number | null;
}

/** A record file as the reference's Block: hashes 0x-prefixed, gas -1 (not recorded) as null, bloom padded to 256 bytes. */
export function toBlockWire(row: BlockRow): Block {
  const { hapi_version_major: major, hapi_version_minor: minor, hapi_version_patch: patch } = row;
  const bloom = row.logs_bloom;
  return {
    count: row.count,
    hapi_version: major === null ? null : `${major}.${minor}.${patch}`,
    hash: `0x${row.hash}`,
    name: row.name,
    number: row.index,
    previous_hash: `0x${row.prev_hash}`,
    size: row.size,
    timestamp: { from: formatTimestamp(row.consensus_start)!, to: formatTimestamp(row.consensus_end)! },
    gas_used: row.gas_used === null || row.gas_used === -1n ? null : row.gas_used,
    logs_bloom:
      bloom === null ? null : bloom.length === 0 ? '0x' : `0x${Buffer.from(bloom).toString('hex').padStart(512, '0')}`,
  };
}

export interface BlockListQuery {
  number: Filter<bigint>[];
  timestamp: Filter<bigint>[];
  /** Which column orders the page: the first filtered key's (block number → index), else consensus_end. */
  orderBy: 'index' | 'consensus_end';
  order: Order;
  limit: number;
}

/**
 * A page of blocks. On v2 (`record_file` by month of consensus end) the page is read month span by month span
 * (`walkMonths`) within the months its filters can reach: a timestamp names its months, a block number the months
 * whose numbers hold it (`blockMonths`), so a page plans a few months instead of every one.
 */
export async function listBlocks(db: Queryable, q: BlockListQuery): Promise<Block[]> {
  if ((await ledgerSchema(db)).partitioning('record_file') !== 'range') return readBlocks(db, q, null);
  const now = Date.now();
  const byTime = fromFirstMonth(
    windowMonths(filterWindow(q.timestamp), now),
    await firstConsensusTimestamp(db, 'record_file', 'consensus_end'),
  );
  const months = q.number.length ? intersectMonths(byTime, await numberMonths(db, q.number, now)) : byTime;
  // Numbers grow with consensus end, so the spans' order is the page's whichever column orders it.
  return months ? walkMonths(q, months, (span, limit) => readBlocks(db, { ...q, limit }, span)) : [];
}

async function readBlocks(db: Queryable, q: BlockListQuery, months: MonthRange | null): Promise<Block[]> {
  const params = new SqlParams();
  const conditions = [...params.conditions('index', q.number), ...params.conditions('consensus_end', q.timestamp)];
  if (months) conditions.push(monthRange('consensus_end', months));
  const rows = await db.query<BlockRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM record_file ${whereClause(conditions)}
     ORDER BY ${q.orderBy === 'index' ? 'index' : 'consensus_end'} ${sortDirection(q.order)}
     LIMIT ${params.bind(q.limit)}`,
    params.values,
  );
  return rows.map(toBlockWire);
}

/** The months whose block numbers the number filters can reach (`monthsOfKeys`); eq values as their span. */
async function numberMonths(
  db: Queryable,
  filters: BlockListQuery['number'],
  nowMs: number,
): Promise<MonthRange | null> {
  const window = filterWindow(filters);
  const max = (a: bigint | null, b: bigint) => (a === null || b > a ? b : a);
  const min = (a: bigint | null, b: bigint) => (a === null || b < a ? b : a);
  let { lower, upper } = window;
  if (window.eq.length) {
    lower = max(
      lower,
      window.eq.reduce((a, b) => (b < a ? b : a)),
    );
    upper = min(
      upper,
      window.eq.reduce((a, b) => (b > a ? b : a)),
    );
  }
  return monthsOfKeys(await pastMonthKeys(db, 'record_file', 'index', 'consensus_end', nowMs), lower, upper, nowMs);
}

/**
 * `AND consensus_end` within the months that can hold block `number`, as constants (`monthRange`), on v2; nothing on
 * a layout not partitioned by month; null when no month can hold it (no such block).
 */
export async function blockNumberMonths(db: Queryable, number: bigint): Promise<string | null> {
  if ((await ledgerSchema(db)).partitioning('record_file') !== 'range') return '';
  const months = await numberMonths(db, [{ operator: 'eq', value: number }], Date.now());
  return months ? ` AND ${monthRange('consensus_end', months)}` : null;
}

/** One block by number or by hash. */
export async function getBlock(db: Queryable, by: { hash: string } | { number: bigint }): Promise<Block | null> {
  const rows =
    'hash' in by
      ? await blockRowsByHash<BlockRow & Record<string, unknown>>(db, COLUMNS, by.hash)
      : await blockByNumber(db, by.number);
  return rows[0] ? toBlockWire(rows[0]) : null;
}

/**
 * The record files whose hash begins with `hash` (their `columns`). A 32-byte (64 hex) hash matches the first half of
 * the stored 48-byte hash; the range bounds keep the lookup on the hash index, the LIKE makes it exact. A hash names
 * no month: on v2 the months are read newest first, span by span (`walkMonths`: the recent months, then ever longer
 * spans back), because a block is looked up by hash mostly while it is new (a wallet or the relay following a
 * transaction) — one read over every month would plan and probe each month's index (5–6× v1's cost on the
 * 100,000-transaction bench ledger).
 */
export async function blockRowsByHash<T extends Record<string, unknown>>(
  db: Queryable,
  columns: string,
  hash: string,
): Promise<T[]> {
  const read = (months: MonthRange | null) =>
    db.query<T>(
      `SELECT ${columns} FROM record_file WHERE hash >= $1 AND hash < $2 AND hash LIKE $3` +
        `${months ? ` AND ${monthRange('consensus_end', months)}` : ''} ORDER BY consensus_end LIMIT 1`,
      [hash, `${hash}g`, `${hash}%`],
    );
  return readPageByMonths(db, 'record_file', filterWindow([]), { order: 'desc', limit: 1 }, read, 'consensus_end');
}

/**
 * The newest or the oldest record file (its `columns`), null while there is none. On v2 the newest is looked for in
 * the recent months first and the oldest from the table's first month, span by span: one read ordered over the
 * whole table plans and opens every month's index (101 in the fixture; 2.4 ms of planning and 4.4 ms of execution
 * on the 100,000-transaction bench ledger, against 0.3 ms over four months).
 */
export async function edgeBlockRow<T extends Record<string, unknown>>(
  db: Queryable,
  columns: string,
  which: 'newest' | 'oldest',
): Promise<T | null> {
  const order: Order = which === 'newest' ? 'desc' : 'asc';
  const read = (months: MonthRange | null) =>
    db.query<T>(
      `SELECT ${columns} FROM record_file${months ? ` WHERE ${monthRange('consensus_end', months)}` : ''}` +
        ` ORDER BY consensus_end ${sortDirection(order)} LIMIT 1`,
    );
  const [row] = await readPageByMonths(db, 'record_file', filterWindow([]), { order, limit: 1 }, read, 'consensus_end');
  return row ?? null;
}

async function blockByNumber(db: Queryable, number: bigint): Promise<BlockRow[]> {
  const months = await blockNumberMonths(db, number);
  if (months === null) return [];
  return db.query<BlockRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM record_file WHERE index = $1${months} LIMIT 1`,
    [number],
  );
}

/** The newest block's number (null while the ledger has none): what most explorer pages are current as of. */
export async function newestBlockNumber(db: Queryable): Promise<bigint | null> {
  return (await edgeBlockRow<{ index: bigint }>(db, 'index', 'newest'))?.index ?? null;
}
