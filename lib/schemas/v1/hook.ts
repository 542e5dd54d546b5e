import { z } from 'zod';
import { TimestampRange } from './allowance';
import { entityId, int64, key, links, nullableEntityId, nullableTimestamp, timestamp } from './common';

/** A 32-byte EVM storage word as the reference's Java service writes it: 0x and 64 hex digits. */
const word = z.string().regex(/^0x[0-9a-f]{64}$/);

export const Hook = z.object({
  admin_key: key.nullable(),
  contract_id: nullableEntityId,
  created_timestamp: nullableTimestamp,
  deleted: z.boolean(),
  extension_point: z.enum(['ACCOUNT_ALLOWANCE_HOOK']),
  hook_id: int64,
  owner_id: entityId,
  timestamp_range: TimestampRange.nullable(),
  type: z.enum(['EVM']),
});
export type Hook = z.infer<typeof Hook>;

export const HooksResponse = z.object({ hooks: z.array(Hook), links });
export type HooksResponse = z.infer<typeof HooksResponse>;

export const HookStorage = z.object({ key: word, timestamp, value: word.nullable() });
export type HookStorage = z.infer<typeof HookStorage>;

export const HooksStorageResponse = z.object({
  hook_id: int64,
  links,
  owner_id: entityId,
  storage: z.array(HookStorage),
});
export type HooksStorageResponse = z.infer<typeof HooksStorageResponse>;
