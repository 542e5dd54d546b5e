import type { proto } from '@hiero-ledger/proto';

/** The int64 field type of the generated protobuf classes (a `Long`). */
export type Long64 = NonNullable<proto.ITimestamp['seconds']>;

/**
 * protobufjs writes plain numbers into int64 fields correctly; only the generated typings insist on
 * `Long`, a package this project does not depend on directly.
 */
export function long(n: number): Long64 {
  return n as unknown as Long64;
}
