import { z } from 'zod';
import { TimestampRange } from './allowance';
import { entityId, int64, key, links, nullableEntityId, nullableTimestamp, timestamp } from './common';

/** The transaction that submitted the first chunk of a chunked message. */
export const ChunkTransactionId = z.object({
  account_id: nullableEntityId,
  nonce: z.number().int().nullable(),
  scheduled: z.boolean().nullable(),
  transaction_valid_start: nullableTimestamp,
});
export type ChunkTransactionId = z.infer<typeof ChunkTransactionId>;

export const ChunkInfo = z.object({
  initial_transaction_id: ChunkTransactionId,
  number: z.number().int(),
  total: z.number().int().nullable(),
});
export type ChunkInfo = z.infer<typeof ChunkInfo>;

export const TopicMessage = z.object({
  chunk_info: ChunkInfo.nullable(),
  consensus_timestamp: timestamp,
  message: z.string().meta({ description: 'Base64, or UTF-8 text when the request asks for `encoding=utf-8`' }),
  payer_account_id: nullableEntityId,
  running_hash: z.base64(),
  running_hash_version: z.number().int(),
  sequence_number: int64,
  topic_id: entityId,
});
export type TopicMessage = z.infer<typeof TopicMessage>;

export const TopicMessagesResponse = z.object({ messages: z.array(TopicMessage), links });
export type TopicMessagesResponse = z.infer<typeof TopicMessagesResponse>;

export const FixedCustomFee = z.object({
  amount: int64,
  collector_account_id: nullableEntityId,
  denominating_token_id: nullableEntityId,
});
export type FixedCustomFee = z.infer<typeof FixedCustomFee>;

/** The fees charged per message, as of the topic's latest fee schedule. */
export const ConsensusCustomFees = z.object({
  created_timestamp: nullableTimestamp,
  fixed_fees: z.array(FixedCustomFee),
});
export type ConsensusCustomFees = z.infer<typeof ConsensusCustomFees>;

export const Topic = z.object({
  admin_key: key.nullable(),
  auto_renew_account: nullableEntityId,
  auto_renew_period: int64.nullable(),
  created_timestamp: nullableTimestamp,
  custom_fees: ConsensusCustomFees,
  deleted: z.boolean().nullable(),
  fee_exempt_key_list: z.array(key),
  fee_schedule_key: key.nullable(),
  memo: z.string(),
  submit_key: key.nullable(),
  timestamp: TimestampRange,
  topic_id: entityId,
});
export type Topic = z.infer<typeof Topic>;
