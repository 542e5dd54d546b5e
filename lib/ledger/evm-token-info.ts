/**
 * A token's treasury, keys, expiry and fee schedule as the token service's reads answer them (lib/evm/token-info.ts),
 * in one statement over `token`, its live `entity` row and its `custom_fee` row, mapped as the web3 module's
 * TokenReadableKVState maps them: a missing auto-renew period is the 90-day default, a missing expiration is the
 * creation plus one period (else 2100-01-01), a missing fractional maximum is 0, and KYC is granted by default
 * only when the token's own kyc_status is GRANTED.
 */
import { parseJsonLossless } from '../core/int64-json';
import type { Queryable } from '../db/types';
import type { EvmCustomFee, EvmTokenInfo } from '../evm/ledger-view';

const DEFAULT_AUTO_RENEW_PERIOD = 7_776_000n;
/** 2100-01-01T00:00:00Z, the reference's expiry of an entity with neither an expiration nor a period. */
const DEFAULT_EXPIRY_SECOND = 4_102_444_800n;
const NS_PER_SECOND = 1_000_000_000n;
/** TokenKycStatus GRANTED, as the importer stores it. */
const KYC_GRANTED = 1;

interface Row extends Record<string, unknown> {
  treasury_account_id: bigint | null;
  supply_type: string;
  max_supply: bigint;
  freeze_default: boolean;
  kyc_status: number | null;
  key: Uint8Array | null;
  kyc_key: Uint8Array | null;
  freeze_key: Uint8Array | null;
  wipe_key: Uint8Array | null;
  supply_key: Uint8Array | null;
  fee_schedule_key: Uint8Array | null;
  pause_key: Uint8Array | null;
  memo: string | null;
  created_timestamp: bigint | null;
  expiration_timestamp: bigint | null;
  auto_renew_account_id: bigint | null;
  auto_renew_period: bigint | null;
  fixed_fees: string | null;
  fractional_fees: string | null;
  royalty_fees: string | null;
}

type Json = Record<string, unknown>;

function list(text: string | null): Json[] {
  const parsed = text ? parseJsonLossless(text) : null;
  return Array.isArray(parsed) ? (parsed.filter((f) => f && typeof f === 'object') as Json[]) : [];
}

const int = (value: unknown): bigint => (typeof value === 'bigint' || typeof value === 'number' ? BigInt(value) : 0n);
const idOrNull = (value: unknown): bigint | null =>
  typeof value === 'bigint' || typeof value === 'number' ? BigInt(value) : null;

/** The schedule's fees, fixed first, then fractional, then royalty, as the reference lists them. */
export function customFeesOf(fixed: string | null, fractional: string | null, royalty: string | null): EvmCustomFee[] {
  return [
    ...list(fixed).map((f): EvmCustomFee => ({
      kind: 'fixed',
      collector: idOrNull(f.collector_account_id),
      amount: int(f.amount),
      denominatingToken: idOrNull(f.denominating_token_id),
    })),
    ...list(fractional).map((f): EvmCustomFee => ({
      kind: 'fractional',
      collector: idOrNull(f.collector_account_id),
      numerator: int(f.numerator),
      denominator: int(f.denominator),
      minimum: int(f.minimum_amount),
      maximum: int(f.maximum_amount),
      netOfTransfers: f.net_of_transfers === true,
    })),
    ...list(royalty).map((f): EvmCustomFee => {
      const fallback = f.fallback_fee && typeof f.fallback_fee === 'object' ? (f.fallback_fee as Json) : null;
      return {
        kind: 'royalty',
        collector: idOrNull(f.collector_account_id),
        numerator: int(f.numerator),
        denominator: int(f.denominator),
        fallback: fallback && {
          amount: int(fallback.amount),
          denominatingToken: idOrNull(fallback.denominating_token_id),
        },
      };
    }),
  ];
}

function expirationSecond(row: Row): bigint {
  if (row.expiration_timestamp !== null) return row.expiration_timestamp / NS_PER_SECOND;
  if (row.created_timestamp !== null && row.auto_renew_period !== null)
    return (row.created_timestamp + row.auto_renew_period * NS_PER_SECOND) / NS_PER_SECOND;
  return DEFAULT_EXPIRY_SECOND;
}

export async function tokenInfoNow(db: Queryable, tokenId: bigint): Promise<EvmTokenInfo | null> {
  const [row] = await db.query<Row>(
    `SELECT t.treasury_account_id, t.supply_type::text AS supply_type, t.max_supply, t.freeze_default, t.kyc_status::int AS kyc_status,
       e.key, t.kyc_key, t.freeze_key, t.wipe_key, t.supply_key, t.fee_schedule_key, t.pause_key,
       e.memo, e.created_timestamp, e.expiration_timestamp, e.auto_renew_account_id, e.auto_renew_period,
       cf.fixed_fees::text AS fixed_fees, cf.fractional_fees::text AS fractional_fees, cf.royalty_fees::text AS royalty_fees
     FROM token t
     JOIN entity e ON e.id = t.token_id AND e.type = 'TOKEN' AND e.deleted IS NOT TRUE
     LEFT JOIN custom_fee cf ON cf.entity_id = t.token_id
     WHERE t.token_id = $1`,
    [tokenId],
  );
  if (!row) return null;
  return {
    treasury: row.treasury_account_id,
    memo: row.memo ?? '',
    finiteSupply: row.supply_type === 'FINITE',
    maxSupply: row.max_supply,
    freezeDefault: row.freeze_default,
    kycGrantedByDefault: Number(row.kyc_status) === KYC_GRANTED,
    keys: {
      admin: row.key,
      kyc: row.kyc_key,
      freeze: row.freeze_key,
      wipe: row.wipe_key,
      supply: row.supply_key,
      feeSchedule: row.fee_schedule_key,
      pause: row.pause_key,
    },
    expirationSecond: expirationSecond(row),
    autoRenewAccount: row.auto_renew_account_id,
    autoRenewPeriod: row.auto_renew_period ?? DEFAULT_AUTO_RENEW_PERIOD,
    fees: customFeesOf(row.fixed_fees, row.fractional_fees, row.royalty_fees),
  };
}
