import { z } from 'zod';
import { entityId, key, links, nullableTimestamp, timestamp } from './common';

export const ScheduleSignature = z.object({
  consensus_timestamp: timestamp,
  public_key_prefix: z.base64(),
  signature: z.base64(),
  type: z.enum(['CONTRACT', 'ED25519', 'RSA_3072', 'ECDSA_384', 'ECDSA_SECP256K1', 'UNKNOWN']),
});
export type ScheduleSignature = z.infer<typeof ScheduleSignature>;

export const Schedule = z.object({
  admin_key: key.nullable(),
  // The list joins the entity separately: a schedule without an entity row has neither field (as in the reference).
  deleted: z.boolean().nullable().optional(),
  consensus_timestamp: timestamp,
  creator_account_id: entityId,
  executed_timestamp: nullableTimestamp,
  expiration_time: nullableTimestamp,
  memo: z.string().nullable().optional(),
  payer_account_id: entityId,
  schedule_id: entityId,
  signatures: z.array(ScheduleSignature),
  transaction_body: z.base64(),
  wait_for_expiry: z.boolean(),
});
export type Schedule = z.infer<typeof Schedule>;

export const SchedulesResponse = z.object({ schedules: z.array(Schedule), links });
export type SchedulesResponse = z.infer<typeof SchedulesResponse>;
