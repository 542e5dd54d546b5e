import { z } from 'zod';
import { entityId, int64, key, links, nullableEntityId, nullableTimestamp, timestamp } from './common';

const fraction = z.object({ numerator: int64, denominator: int64 });

export const FixedFee = z.object({
  all_collectors_are_exempt: z.boolean(),
  amount: int64,
  collector_account_id: nullableEntityId,
  /** null: the fee is paid in hbar. */
  denominating_token_id: nullableEntityId,
});
export type FixedFee = z.infer<typeof FixedFee>;

export const FractionalFee = z.object({
  all_collectors_are_exempt: z.boolean(),
  amount: fraction,
  collector_account_id: nullableEntityId,
  /** Always the token itself: a fractional fee takes part of the units transferred. */
  denominating_token_id: entityId,
  maximum: int64.nullable(),
  minimum: int64,
  net_of_transfers: z.boolean(),
});
export type FractionalFee = z.infer<typeof FractionalFee>;

export const RoyaltyFee = z.object({
  all_collectors_are_exempt: z.boolean(),
  amount: fraction,
  collector_account_id: nullableEntityId,
  /** Charged when an NFT changes hands for no fungible value. */
  fallback_fee: z.object({ amount: int64, denominating_token_id: nullableEntityId }).nullable(),
});
export type RoyaltyFee = z.infer<typeof RoyaltyFee>;

/** The fee schedule in force; fungible tokens carry fractional fees, NFTs royalty fees (never both keys). */
export const CustomFees = z.object({
  created_timestamp: timestamp,
  fixed_fees: z.array(FixedFee),
  fractional_fees: z.array(FractionalFee).optional(),
  royalty_fees: z.array(RoyaltyFee).optional(),
});
export type CustomFees = z.infer<typeof CustomFees>;

const nullableKey = key.nullable();

/** `/api/v1/tokens/{tokenId}`: supplies and decimals are decimal strings, `expiry_timestamp` nanoseconds. */
export const TokenInfo = z.object({
  admin_key: nullableKey,
  auto_renew_account: nullableEntityId,
  auto_renew_period: int64.nullable(),
  created_timestamp: timestamp,
  custom_fees: CustomFees,
  decimals: z.string().regex(/^\d+$/),
  deleted: z.boolean().nullable(),
  expiry_timestamp: int64.nullable(),
  fee_schedule_key: nullableKey,
  freeze_default: z.boolean(),
  freeze_key: nullableKey,
  initial_supply: z.string().regex(/^-?\d+$/),
  kyc_key: nullableKey,
  max_supply: z.string().regex(/^-?\d+$/),
  memo: z.string(),
  metadata: z.string(),
  metadata_key: nullableKey,
  modified_timestamp: nullableTimestamp,
  name: z.string(),
  pause_key: nullableKey,
  pause_status: z.enum(['NOT_APPLICABLE', 'PAUSED', 'UNPAUSED']),
  supply_key: nullableKey,
  supply_type: z.enum(['FINITE', 'INFINITE']),
  symbol: z.string(),
  token_id: entityId,
  total_supply: z.string().regex(/^-?\d+$/),
  treasury_account_id: nullableEntityId,
  type: z.enum(['FUNGIBLE_COMMON', 'NON_FUNGIBLE_UNIQUE']),
  wipe_key: nullableKey,
});
export type TokenInfo = z.infer<typeof TokenInfo>;

/** One token of the `/api/v1/tokens` list: the summary the reference keeps in its token cache. */
export const TokenSummary = z.object({
  admin_key: nullableKey,
  /** A number here, unlike the decimal string of `TokenInfo`. */
  decimals: int64,
  /** base64; empty when the token has none. */
  metadata: z.string(),
  name: z.string(),
  symbol: z.string(),
  token_id: entityId,
  type: z.enum(['FUNGIBLE_COMMON', 'NON_FUNGIBLE_UNIQUE']),
});
export type TokenSummary = z.infer<typeof TokenSummary>;

export const TokensResponse = z.object({ tokens: z.array(TokenSummary), links });
export type TokensResponse = z.infer<typeof TokensResponse>;

/** One holder of a token (`/api/v1/tokens/{id}/balances`); `decimals` is null when the token row is missing. */
export const TokenHolderBalance = z.object({ account: entityId, balance: int64, decimals: int64.nullable() });
export type TokenHolderBalance = z.infer<typeof TokenHolderBalance>;

/** The holders as of `timestamp`: the balance snapshot read, or the newest balance change of the page. */
export const TokenBalancesResponse = z.object({
  timestamp: nullableTimestamp,
  balances: z.array(TokenHolderBalance),
  links,
});
export type TokenBalancesResponse = z.infer<typeof TokenBalancesResponse>;
