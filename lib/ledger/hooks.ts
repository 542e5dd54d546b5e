/**
 * An account's hooks (HIP-1195) and a hook's storage, as the reference's Java service reads them. Mirror Node
 * schemas before the hook tables (the operator's v0.145 among them) answer as for an account without hooks.
 */
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import { ledgerSchema } from '../db/ledger-schema';
import type { Int8Range, Queryable } from '../db/types';
import type { Hook, HookStorage } from '../schemas/v1/hook';
import { encodeKey } from './protobuf-key';
import { SqlParams, filterWindow, monthRange, reachableMonths, sortDirection, splitEqual, whereClause } from './sql';

interface HookRow {
  admin_key: Uint8Array | null;
  contract_id: bigint | null;
  created_timestamp: bigint | null;
  deleted: boolean;
  extension_point: Hook['extension_point'];
  hook_id: bigint;
  owner_id: bigint;
  timestamp_range: Int8Range | null;
  type: Hook['type'] | 'LAMBDA';
}

interface StorageRow {
  key: Uint8Array;
  value: Uint8Array | null;
  modified: bigint;
}

/** A storage word as the Java service prints it: 0x and the bytes' hex, left-padded to 64 digits. */
const word = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex').padStart(64, '0')}`;

function toHook(row: HookRow): Hook {
  const range = row.timestamp_range;
  return {
    admin_key: encodeKey(row.admin_key),
    // The Java service maps an id of 0 to null.
    contract_id: row.contract_id ? formatEntityId(row.contract_id) : null,
    created_timestamp: formatTimestamp(row.created_timestamp),
    deleted: row.deleted,
    extension_point: row.extension_point,
    hook_id: row.hook_id,
    owner_id: formatEntityId(row.owner_id)!,
    timestamp_range: range ? { from: formatTimestamp(range.lower)!, to: formatTimestamp(range.upper) } : null,
    // Importers before 0.147 stored the same type as LAMBDA (renamed EVM by HIP-1195).
    type: row.type === 'LAMBDA' ? 'EVM' : row.type,
  };
}

const toStorage = (row: StorageRow): HookStorage => ({
  key: word(row.key),
  timestamp: formatTimestamp(row.modified)!,
  value: row.value ? word(row.value) : null,
});

/** One page of an owner's hooks by hook id (eq values OR-ed, ranges AND-ed), on the (owner_id, hook_id) key. */
export async function listHooks(
  db: Queryable,
  ownerId: bigint,
  hookIds: Filter<bigint>[],
  order: Order,
  limit: number,
): Promise<Hook[]> {
  if (!(await ledgerSchema(db)).has('hook', 'hook_id')) return [];
  const params = new SqlParams();
  const conditions = [`owner_id = ${params.bind(ownerId)}`, ...params.equalOrRanges('hook_id', splitEqual(hookIds))];
  const rows = await db.query<HookRow & Record<string, unknown>>(
    `SELECT admin_key, contract_id, created_timestamp, deleted, extension_point::text AS extension_point, hook_id, owner_id,
       timestamp_range, type::text AS type
     FROM hook ${whereClause(conditions)} ORDER BY hook_id ${sortDirection(order)} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  return rows.map(toHook);
}

export interface HookStorageQuery {
  ownerId: bigint;
  hookId: bigint;
  /** 32-byte slot keys. */
  keys: Filter<Uint8Array>[];
  timestamps: Filter<bigint>[];
  order: Order;
  limit: number;
}

/**
 * One page of a hook's storage by slot key. Without a timestamp: the current, not deleted slots. With one: each
 * slot's latest change in that window (a deletion reads as an all-zero word).
 */
export async function listHookStorage(db: Queryable, q: HookStorageQuery): Promise<HookStorage[]> {
  const historical = q.timestamps.length > 0;
  const table = historical ? 'hook_storage_change' : 'hook_storage';
  if (!(await ledgerSchema(db)).has(table, 'key')) return [];
  const params = new SqlParams();
  const conditions = [
    `owner_id = ${params.bind(q.ownerId)}`,
    `hook_id = ${params.bind(q.hookId)}`,
    ...params.conditions(
      'key',
      q.keys.filter((f) => f.operator !== 'eq'),
    ),
  ];
  // Slot keys given with eq are alternatives (the Java service's `key in (...)`), each bound on its own.
  const equal = q.keys.filter((f) => f.operator === 'eq').map((f) => params.bind(f.value));
  if (equal.length) conditions.push(`key IN (${equal.join(', ')})`);
  // A slot's latest change may be in any month up to the window's end, so the read cannot go month by month; on v2
  // the months it reaches are written as constants (`monthRange`) so a served statement's generic plan opens only them.
  const months = historical ? await reachableMonths(db, table, filterWindow(q.timestamps)) : undefined;
  if (months === null) return [];
  if (months) conditions.push(monthRange('consensus_timestamp', months));
  const direction = sortDirection(q.order);
  const sql = historical
    ? `SELECT DISTINCT ON (key) key, value_written AS value, consensus_timestamp AS modified FROM hook_storage_change
       ${whereClause([...conditions, ...params.conditions('consensus_timestamp', q.timestamps)])}
       ORDER BY key ${direction}, consensus_timestamp DESC LIMIT ${params.bind(q.limit)}`
    : `SELECT key, value, modified_timestamp AS modified FROM hook_storage
       ${whereClause([...conditions, 'deleted IS FALSE'])} ORDER BY key ${direction} LIMIT ${params.bind(q.limit)}`;
  const rows = await db.query<StorageRow & Record<string, unknown>>(sql, params.values);
  return rows.map(toStorage);
}
