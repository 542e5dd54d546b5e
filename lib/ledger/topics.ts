/**
 * One topic by id (`/api/v1/topics/{topicId}`), as the reference's Java service answers it: the topic row, its
 * entity and its custom-fee row, each required (a topic without one of them is not found).
 */
import { proto } from '@hiero-ledger/proto';
import { formatEntityId } from '../core/entity-id';
import { parseJsonLossless } from '../core/int64-json';
import { formatTimestamp } from '../core/timestamp';
import type { Int8Range, Queryable } from '../db/types';
import type { Key } from '../schemas/v1/common';
import type { FixedCustomFee, Topic } from '../schemas/v1/topic';
import { encodeKey } from './protobuf-key';

interface TopicRow {
  admin_key: Uint8Array | null;
  fee_exempt_key_list: Uint8Array | null;
  fee_schedule_key: Uint8Array | null;
  submit_key: Uint8Array | null;
  auto_renew_account_id: bigint | null;
  auto_renew_period: bigint | null;
  created_timestamp: bigint | null;
  deleted: boolean | null;
  id: bigint;
  memo: string | null;
  entity_range: Int8Range;
  fees_created: bigint | null;
  fixed_fees: string | null;
}

/** The Java service maps an id of 0 (an unset account in a fee or an auto-renew account) to null. */
const entityOrNull = (value: unknown): string | null =>
  (typeof value === 'bigint' || typeof value === 'number') && BigInt(value) !== 0n
    ? formatEntityId(BigInt(value))
    : null;

/** `fee_exempt_key_list` is a serialized protobuf KeyList; each key prints as any other key. */
function keyList(bytes: Uint8Array | null): Key[] {
  if (!bytes?.length) return [];
  let list: proto.KeyList;
  try {
    list = proto.KeyList.decode(bytes);
  } catch {
    return [];
  }
  return (list.keys ?? []).flatMap((k) => encodeKey(proto.Key.encode(k).finish()) ?? []);
}

/** custom_fee.fixed_fees (jsonb, read as text so amounts above 2^53 keep their digits). */
function fixedFees(text: string | null): FixedCustomFee[] {
  const parsed = text ? parseJsonLossless(text) : null;
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((fee): fee is Record<string, unknown> => typeof fee === 'object' && fee !== null)
    .map((fee) => ({
      amount: typeof fee.amount === 'bigint' || typeof fee.amount === 'number' ? fee.amount : 0,
      collector_account_id: entityOrNull(fee.collector_account_id),
      denominating_token_id: entityOrNull(fee.denominating_token_id),
    }));
}

export async function getTopic(db: Queryable, id: bigint): Promise<Topic | null> {
  const [row] = await db.query<TopicRow & Record<string, unknown>>(
    `SELECT t.admin_key, t.fee_exempt_key_list, t.fee_schedule_key, t.submit_key,
       e.auto_renew_account_id, e.auto_renew_period, e.created_timestamp, e.deleted, e.id, e.memo,
       e.timestamp_range AS entity_range, lower(cf.timestamp_range) AS fees_created, cf.fixed_fees::text AS fixed_fees
     FROM topic t
     JOIN entity e ON e.id = t.id
     JOIN custom_fee cf ON cf.entity_id = t.id
     WHERE t.id = $1`,
    [id],
  );
  if (!row) return null;
  return {
    admin_key: encodeKey(row.admin_key),
    auto_renew_account: entityOrNull(row.auto_renew_account_id),
    auto_renew_period: row.auto_renew_period,
    created_timestamp: formatTimestamp(row.created_timestamp),
    custom_fees: { created_timestamp: formatTimestamp(row.fees_created), fixed_fees: fixedFees(row.fixed_fees) },
    deleted: row.deleted,
    fee_exempt_key_list: keyList(row.fee_exempt_key_list),
    fee_schedule_key: encodeKey(row.fee_schedule_key),
    memo: row.memo ?? '',
    submit_key: encodeKey(row.submit_key),
    timestamp: { from: formatTimestamp(row.entity_range.lower)!, to: formatTimestamp(row.entity_range.upper) },
    topic_id: formatEntityId(row.id)!,
  };
}
