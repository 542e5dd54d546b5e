import { z } from 'zod';
import { entityId, hex, int64, key, links, nullableEntityId, nullableTimestamp, timestamp } from './common';

export const Transfer = z.object({ account: entityId, amount: int64, is_approval: z.boolean() });
export type Transfer = z.infer<typeof Transfer>;

export const TokenTransfer = z.object({
  token_id: entityId,
  account: entityId,
  amount: int64,
  is_approval: z.boolean(),
});
export type TokenTransfer = z.infer<typeof TokenTransfer>;

export const NftTransfer = z.object({
  is_approval: z.boolean(),
  receiver_account_id: nullableEntityId,
  sender_account_id: nullableEntityId,
  serial_number: int64,
  token_id: nullableEntityId,
});
export type NftTransfer = z.infer<typeof NftTransfer>;

export const StakingRewardTransfer = z.object({ account: entityId, amount: int64 });
export type StakingRewardTransfer = z.infer<typeof StakingRewardTransfer>;

export const AssessedCustomFee = z.object({
  amount: int64,
  collector_account_id: nullableEntityId,
  effective_payer_account_ids: z.array(entityId),
  token_id: nullableEntityId,
});
export type AssessedCustomFee = z.infer<typeof AssessedCustomFee>;

export const CustomFeeLimit = z.object({
  account_id: nullableEntityId,
  amount: int64,
  denominating_token_id: nullableEntityId,
});
export type CustomFeeLimit = z.infer<typeof CustomFeeLimit>;

/**
 * One transaction as the reference writes it. `assessed_custom_fees` only appears on the by-id route;
 * `max_fee` and `valid_duration_seconds` are strings there (the reference's getNullableNumber).
 */
export const Transaction = z.object({
  assessed_custom_fees: z.array(AssessedCustomFee).optional(),
  batch_key: key.nullable(),
  bytes: z.string().nullable(),
  charged_tx_fee: int64.nullable(),
  consensus_timestamp: timestamp,
  entity_id: nullableEntityId,
  high_volume: z.boolean(),
  /** Scaled by 1000 (1000 = 1×); 0 without high-volume pricing, null before HIP-1313. */
  high_volume_pricing_multiplier: int64.nullable(),
  max_custom_fees: z.array(CustomFeeLimit),
  max_fee: z.string().nullable(),
  memo_base64: z.string().nullable(),
  name: z.string(),
  nft_transfers: z.array(NftTransfer),
  node: nullableEntityId,
  nonce: z.number().int().nonnegative(),
  parent_consensus_timestamp: nullableTimestamp,
  result: z.string(),
  scheduled: z.boolean(),
  staking_reward_transfers: z.array(StakingRewardTransfer),
  token_transfers: z.array(TokenTransfer),
  transaction_hash: z.string().nullable(),
  transaction_id: z.string(),
  transfers: z.array(Transfer),
  valid_duration_seconds: z.string().nullable(),
  valid_start_timestamp: timestamp,
});
export type Transaction = z.infer<typeof Transaction>;

export const TransactionsResponse = z.object({ transactions: z.array(Transaction), links });
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

export const TransactionByIdResponse = z.object({ transactions: z.array(Transaction) });
export type TransactionByIdResponse = z.infer<typeof TransactionByIdResponse>;
