import { z } from 'zod';

/**
 * Building blocks shared by every /api/v1 wire schema. int64 values are bigint in our handlers (so no digit is
 * lost above 2^53) but may be plain numbers when small, so both are accepted.
 */
export const int64 = z.union([z.bigint(), z.number().int()]);
export type Int64 = z.infer<typeof int64>;

/** `shard.realm.num`. */
export const entityId = z.string().regex(/^\d{1,10}\.\d{1,10}\.\d{1,19}$/);
export const nullableEntityId = entityId.nullable();

/** `seconds.nanoseconds` with exactly nine nanosecond digits. */
export const timestamp = z.string().regex(/^-?\d+\.\d{9}$/);
export const nullableTimestamp = timestamp.nullable();

/** 0x-prefixed hex. */
export const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);

export const links = z.object({ next: z.string().nullable() });
export type Links = z.infer<typeof links>;

/** A key as the reference prints it: primitive keys typed, any other key as protobuf-encoded hex. */
export const key = z.object({
  _type: z.enum(['ED25519', 'ECDSA_SECP256K1', 'ProtobufEncoded']),
  key: z.string().regex(/^[0-9a-f]*$/),
});
export type Key = z.infer<typeof key>;
