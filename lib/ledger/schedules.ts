import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { Schedule, ScheduleSignature } from '../schemas/v1/schedule';
import { encodeKey } from './protobuf-key';
import { SqlParams, sortDirection, whereClause } from './sql';

/** transaction_signature.type holds the SignaturePair oneof field number. */
const SIGNATURE_TYPES: Record<number, ScheduleSignature['type']> = {
  2: 'CONTRACT',
  3: 'ED25519',
  4: 'RSA_3072',
  5: 'ECDSA_384',
  6: 'ECDSA_SECP256K1',
};

// A schedule with no expiration_time expires 30 minutes after creation; the reference waits one more minute
// (and 60 s past an explicit expiration) before treating the answer as final.
const IMPLICIT_EXPIRY_NS = 31n * 60n * 1_000_000_000n;
const EXPLICIT_EXPIRY_GRACE_NS = 60n * 1_000_000_000n;

interface ScheduleRow {
  consensus_timestamp: bigint;
  creator_account_id: bigint;
  executed_timestamp: bigint | null;
  expiration_time: bigint | null;
  payer_account_id: bigint;
  schedule_id: bigint;
  transaction_body: Uint8Array;
  wait_for_expiry: boolean;
}

interface EntityRow {
  id: bigint;
  deleted: boolean | null;
  key: Uint8Array | null;
  memo: string | null;
}

interface SignatureRow {
  entity_id: bigint;
  consensus_timestamp: bigint;
  public_key_prefix: Uint8Array;
  signature: Uint8Array;
  type: number | null;
}

export interface ScheduleFilters {
  account: Filter<bigint>[];
  schedule: Filter<bigint>[];
}

const SCHEDULE_COLUMNS = `s.consensus_timestamp, s.creator_account_id, s.executed_timestamp, s.expiration_time,
  s.payer_account_id, s.schedule_id, s.transaction_body, s.wait_for_expiry`;

/**
 * Base64 as the reference writes signatures: with PostgreSQL's encode(…, 'base64'), which breaks the text with a
 * newline every 76 characters (MIME style), so a 64-byte signature comes back in two lines.
 */
export function postgresBase64(bytes: Uint8Array): string {
  return (
    Buffer.from(bytes)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\n');
}

function toSignature(row: SignatureRow): ScheduleSignature {
  return {
    consensus_timestamp: formatTimestamp(row.consensus_timestamp)!,
    public_key_prefix: postgresBase64(row.public_key_prefix),
    signature: postgresBase64(row.signature),
    type: SIGNATURE_TYPES[row.type ?? -1] ?? 'UNKNOWN',
  };
}

/** Row → wire. A missing entity leaves `deleted` and `memo` out, as the reference's list does. */
function toSchedule(row: ScheduleRow, entity: EntityRow | undefined, signatures: SignatureRow[]): Schedule {
  return {
    admin_key: encodeKey(entity?.key),
    deleted: entity ? entity.deleted : undefined,
    consensus_timestamp: formatTimestamp(row.consensus_timestamp)!,
    creator_account_id: formatEntityId(row.creator_account_id)!,
    executed_timestamp: formatTimestamp(row.executed_timestamp),
    expiration_time: formatTimestamp(row.expiration_time),
    memo: entity ? entity.memo : undefined,
    payer_account_id: formatEntityId(row.payer_account_id)!,
    schedule_id: formatEntityId(row.schedule_id)!,
    signatures: signatures.map(toSignature),
    transaction_body: Buffer.from(row.transaction_body).toString('base64'),
    wait_for_expiry: row.wait_for_expiry,
  };
}

async function signaturesOf(db: Queryable, ids: bigint[]): Promise<Map<bigint, SignatureRow[]>> {
  const rows = await db.query<SignatureRow & Record<string, unknown>>(
    `SELECT entity_id, consensus_timestamp, public_key_prefix, signature, type
     FROM transaction_signature WHERE entity_id = ANY($1::bigint[])
     ORDER BY entity_id, consensus_timestamp`,
    [ids],
  );
  const byId = new Map<bigint, SignatureRow[]>();
  for (const row of rows) byId.set(row.entity_id, [...(byId.get(row.entity_id) ?? []), row]);
  return byId;
}

/** One page of schedules by schedule id (keyset on the primary key), with their entities and signatures. */
export async function listSchedules(
  db: Queryable,
  filters: ScheduleFilters,
  order: Order,
  limit: number,
): Promise<Schedule[]> {
  const params = new SqlParams();
  const conditions = [
    ...params.conditions('s.creator_account_id', filters.account),
    ...params.conditions('s.schedule_id', filters.schedule),
  ];
  const rows = await db.query<ScheduleRow & Record<string, unknown>>(
    `SELECT ${SCHEDULE_COLUMNS} FROM schedule s ${whereClause(conditions)}
     ORDER BY s.schedule_id ${sortDirection(order)} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.schedule_id);
  const [entities, signatures] = await Promise.all([
    db.query<EntityRow & Record<string, unknown>>(
      'SELECT id, deleted, key, memo FROM entity WHERE id = ANY($1::bigint[])',
      [ids],
    ),
    signaturesOf(db, ids),
  ]);
  const entityById = new Map(entities.map((e) => [e.id, e]));
  return rows.map((row) => toSchedule(row, entityById.get(row.schedule_id), signatures.get(row.schedule_id) ?? []));
}

export interface ScheduleDetail {
  schedule: Schedule;
  /** Executed, deleted or expired: the answer can no longer change. */
  final: boolean;
}

/** One schedule by id, or null, with its entity and signatures in one statement. `nowNs` decides whether it has expired. */
export async function getSchedule(db: Queryable, id: bigint, nowNs: bigint): Promise<ScheduleDetail | null> {
  // The signatures come from an ordered subquery on the same index as signaturesOf reads, so signatures of one
  // transaction keep that order too (json_agg keeps its input's order).
  const [row] = await db.query<
    ScheduleRow & Omit<EntityRow, 'id'> & { signatures_json: string | null } & Record<string, unknown>
  >(
    `SELECT ${SCHEDULE_COLUMNS}, e.id, e.deleted, e.key, e.memo,
       (SELECT json_agg(json_build_array(ts.consensus_timestamp::text, encode(ts.public_key_prefix, 'hex'), encode(ts.signature, 'hex'), ts.type))
        FROM (SELECT consensus_timestamp, public_key_prefix, signature, type FROM transaction_signature
              WHERE entity_id = $1 ORDER BY entity_id, consensus_timestamp) ts)::text AS signatures_json
     FROM schedule s LEFT JOIN entity e ON e.id = s.schedule_id WHERE s.schedule_id = $1`,
    [id],
  );
  if (!row) return null;
  const signatures = (
    row.signatures_json ? (JSON.parse(row.signatures_json) as [string, string, string, number | null][]) : []
  ).map(([timestamp, prefix, signature, type]): SignatureRow => ({
    entity_id: id,
    consensus_timestamp: BigInt(timestamp),
    public_key_prefix: Buffer.from(prefix, 'hex'),
    signature: Buffer.from(signature, 'hex'),
    type,
  }));
  // The lookup joins the entity, so a missing one reads as nulls here rather than absent fields.
  const entity: EntityRow = { id, deleted: row.deleted, key: row.key, memo: row.memo };
  return { schedule: toSchedule(row, entity, signatures), final: isFinal(row, entity.deleted, nowNs) };
}

export function isFinal(
  row: Pick<ScheduleRow, 'executed_timestamp' | 'expiration_time' | 'consensus_timestamp'>,
  deleted: boolean | null,
  nowNs: bigint,
): boolean {
  if (row.executed_timestamp !== null || deleted) return true;
  if (row.expiration_time === null) return nowNs >= row.consensus_timestamp + IMPLICIT_EXPIRY_NS;
  return nowNs >= row.expiration_time + EXPLICIT_EXPIRY_GRACE_NS;
}
