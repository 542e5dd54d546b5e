import { z } from 'zod';
import { entityId, int64, links, nullableEntityId, nullableTimestamp } from './common';
import { Transaction } from './transaction';

/** A key as the reference renders it: primitive keys typed, anything else as its protobuf hex. */
export const Key = z.object({
  _type: z.enum(['ED25519', 'ECDSA_SECP256K1', 'ProtobufEncoded']),
  key: z.string().regex(/^[0-9a-f]*$/),
});
export type Key = z.infer<typeof Key>;

export const TokenBalance = z.object({ token_id: entityId, balance: int64 });
export type TokenBalance = z.infer<typeof TokenBalance>;

/** hbar balance with its snapshot time and the account's token balances (null when not asked for). */
export const AccountBalance = z.object({
  balance: int64.nullable(),
  timestamp: nullableTimestamp,
  tokens: z.array(TokenBalance),
});
export type AccountBalance = z.infer<typeof AccountBalance>;

/** One account of `/api/v1/accounts` (and the head of the single-account answer). */
export const Account = z.object({
  account: entityId,
  alias: z
    .string()
    .regex(/^[A-Z2-7]*$/)
    .nullable(),
  auto_renew_period: int64.nullable(),
  balance: AccountBalance.nullable(),
  created_timestamp: nullableTimestamp,
  decline_reward: z.boolean(),
  deleted: z.boolean().nullable(),
  ethereum_nonce: int64.nullable(),
  evm_address: z
    .string()
    .regex(/^0x[0-9a-f]{40}$/)
    .nullable(),
  expiry_timestamp: nullableTimestamp,
  key: Key.nullable(),
  max_automatic_token_associations: z.number().int().nullable(),
  memo: z.string().nullable(),
  pending_reward: int64,
  receiver_sig_required: z.boolean().nullable(),
  staked_account_id: nullableEntityId,
  staked_node_id: int64.nullable(),
  stake_period_start: nullableTimestamp,
});
export type Account = z.infer<typeof Account>;

export const AccountsResponse = z.object({ accounts: z.array(Account), links });
export type AccountsResponse = z.infer<typeof AccountsResponse>;

/** `/api/v1/accounts/{idOrAliasOrEvmAddress}`: the account plus a page of its transactions. */
export const AccountDetail = Account.extend({ transactions: z.array(Transaction), links });
export type AccountDetail = z.infer<typeof AccountDetail>;
