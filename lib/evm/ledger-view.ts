/**
 * What execution reads of the ledger, at one block: the EVM's state manager and the system contracts ask this,
 * never the database. The API implements it with SQL (lib/ledger/evm-state.ts, one statement per kind of read,
 * cached for the call); the demo generator with its in-memory ledger, so both run the same EVM.
 */

/** An entity as the EVM sees it: its balance and nonce at the block, and what kind of code sits at its address. */
export interface EvmEntity {
  /** Encoded entity id (shard.realm.num as stored). */
  id: bigint;
  /** Tinybars, Hedera's unit of value inside the EVM too. */
  balance: bigint;
  nonce: bigint;
  kind: 'account' | 'contract' | 'token' | 'other';
  /** The entity's own EVM address (an ECDSA alias or a CREATE2 address), when it has one. */
  evmAddress: Uint8Array | null;
}

export interface EvmToken {
  id: bigint;
  name: string;
  symbol: string;
  decimals: bigint;
  totalSupply: bigint;
  type: 'FUNGIBLE_COMMON' | 'NON_FUNGIBLE_UNIQUE';
  /** Paused tokens move nowhere (HIP-142). */
  paused: boolean;
}

/** An account's association with a token, as a transfer needs it. */
export interface EvmTokenAccount {
  balance: bigint;
  /** Frozen for this token: it neither sends nor receives. */
  frozen: boolean;
  /** KYC revoked (the token has a KYC key and this account is not granted): it neither sends nor receives. */
  kycRevoked: boolean;
}

export interface EvmNft {
  /** Null once burned or wiped. */
  owner: bigint | null;
  spender: bigint | null;
  metadata: Uint8Array;
  /** When it was minted, in nanoseconds since the epoch. */
  createdTimestampNs: bigint;
}

/** One custom fee of a token's schedule; a null token pays in hbar, a null collector is none recorded. */
export type EvmCustomFee = { collector: bigint | null } & (
  | { kind: 'fixed'; amount: bigint; denominatingToken: bigint | null }
  | {
      kind: 'fractional';
      numerator: bigint;
      denominator: bigint;
      minimum: bigint;
      maximum: bigint;
      netOfTransfers: boolean;
    }
  | {
      kind: 'royalty';
      numerator: bigint;
      denominator: bigint;
      fallback: { amount: bigint; denominatingToken: bigint | null } | null;
    }
);

/** The protobuf `Key` bytes of a token's keys, as stored; null when the token has none of that kind. */
export interface EvmTokenKeys {
  admin: Uint8Array | null;
  kyc: Uint8Array | null;
  freeze: Uint8Array | null;
  wipe: Uint8Array | null;
  supply: Uint8Array | null;
  feeSchedule: Uint8Array | null;
  pause: Uint8Array | null;
}

/** What the token service's structure-returning reads answer of a token, beyond what the facade needs. */
export interface EvmTokenInfo {
  treasury: bigint | null;
  memo: string;
  finiteSupply: boolean;
  maxSupply: bigint;
  freezeDefault: boolean;
  /** New associations start with KYC granted (the token's own kyc_status is GRANTED). */
  kycGrantedByDefault: boolean;
  keys: EvmTokenKeys;
  /** Seconds since the epoch: the entity's expiration, else its creation plus one auto-renew period. */
  expirationSecond: bigint;
  autoRenewAccount: bigint | null;
  autoRenewPeriod: bigint;
  fees: EvmCustomFee[];
}

/** The block a call runs in: its number and consensus end, and the running hash the PRNG system contract reads. */
export interface EvmBlock {
  number: bigint;
  /** Consensus end, in nanoseconds since the epoch. */
  timestampNs: bigint;
  /** The record file's hash (48 bytes). */
  hash: Uint8Array;
  /** Whether this is the newest block: token state is read as it is now, which only equals the block's at the top. */
  latest: boolean;
}

export interface LedgerView {
  readonly block: EvmBlock;
  /** The entity at a 20-byte address: a long-zero address names it by id, any other by its `evm_address`. */
  entityAt(address: Uint8Array): Promise<EvmEntity | null>;
  /** A contract's runtime bytecode, or null when it has none. */
  runtimeCode(contractId: bigint): Promise<Uint8Array | null>;
  /** A 32-byte storage word at the block (zero when never written). */
  storage(contractId: bigint, slot: Uint8Array): Promise<Uint8Array>;
  /** The address the EVM shows for an entity: its own EVM address when it has one, else its long-zero address. */
  addressOf(entityId: bigint): Promise<Uint8Array>;
  token(tokenId: bigint): Promise<EvmToken | null>;
  /** A token's treasury, keys, expiry and fee schedule, or null for no token (or a deleted one). */
  tokenInfo(tokenId: bigint): Promise<EvmTokenInfo | null>;
  /** An account's association with a token (its balance, freeze and KYC state), or null when not associated. */
  tokenAccount(tokenId: bigint, accountId: bigint): Promise<EvmTokenAccount | null>;
  tokenAllowance(tokenId: bigint, ownerId: bigint, spenderId: bigint): Promise<bigint>;
  nft(tokenId: bigint, serial: bigint): Promise<EvmNft | null>;
  approvedForAll(tokenId: bigint, ownerId: bigint, operatorId: bigint): Promise<boolean>;
  /** The exchange rate in force at the block (hbar and cent equivalents), or null when the ledger has none. */
  exchangeRate(): Promise<{ hbarEquivalent: bigint; centEquivalent: bigint } | null>;
}
