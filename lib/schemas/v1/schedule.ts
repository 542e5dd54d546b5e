import { z } from 'zod';
import { entityId, key, links, nullableTimestamp, timestamp } from './common';

/** Base64 as PostgreSQL's encode(…, 'base64') writes it, which the reference uses here: a newline every 76 characters. */
const postgresBase64 = z
  .string()
  .regex(/^(?:[A-Za-z0-9+/]{76}\n)*[A-Za-z0-9+/]{0,76}={0,2}$/, 'Invalid base64 (76-character lines)')
  .meta({ description: 'Base64, with a newline after every 76 characters (as PostgreSQL encodes it)' });

export const ScheduleSignature = z.object({
  consensus_timestamp: timestamp,
  public_key_prefix: postgresBase64,
  signature: postgresBase64,
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
