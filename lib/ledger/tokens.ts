import { parseJsonLossless } from '../core/int64-json';
import { formatEntityId } from '../core/entity-id';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { CustomFees, FixedFee, FractionalFee, RoyaltyFee, TokenInfo } from '../schemas/v1/token';
import { encodeKey } from './protobuf-key';
import { SQL_OPERATORS, SqlParams } from './sql';

const NS_PER_SECOND = 1_000_000_000n;

/** A historical lookup: the version in force at (`lte`) or just before (`lt`) a consensus time. */
export interface AsOf {
  operator: 'lt' | 'lte';
  timestamp: bigint;
}

type Json = Record<string, unknown>;
type Int = bigint | number;

interface TokenRow {
  auto_renew_account_id: bigint | null;
  auto_renew_period: bigint | null;
  deleted: boolean | null;
  expiration_timestamp: bigint | null;
  key: Uint8Array | null;
  memo: string | null;
  entity_modified: bigint | null;
  created_timestamp: bigint;
  decimals: bigint;
  fee_schedule_key: Uint8Array | null;
  freeze_default: boolean;
  freeze_key: Uint8Array | null;
  initial_supply: bigint;
  kyc_key: Uint8Array | null;
  max_supply: bigint;
  metadata: Uint8Array | null;
  metadata_key: Uint8Array | null;
  name: string;
  pause_key: Uint8Array | null;
  pause_status: TokenInfo['pause_status'];
  supply_key: Uint8Array | null;
  supply_type: TokenInfo['supply_type'];
  symbol: string;
  token_id: bigint;
  total_supply: bigint;
  treasury_account_id: bigint;
  type: TokenInfo['type'];
  wipe_key: Uint8Array | null;
  token_modified: bigint | null;
  fee_entity_id: bigint | null;
  fees_created: bigint | null;
  fixed_fees: string | null;
  fractional_fees: string | null;
  royalty_fees: string | null;
}

const TOKEN_COLUMNS = `created_timestamp, decimals, fee_schedule_key, freeze_default, freeze_key, initial_supply, kyc_key,
  max_supply, metadata, metadata_key, name, pause_key, pause_status, supply_key, supply_type, symbol, timestamp_range,
  token_id, total_supply, treasury_account_id, type, wipe_key`;
const ENTITY_COLUMNS =
  'auto_renew_account_id, auto_renew_period, deleted, expiration_timestamp, id, key, memo, timestamp_range';
const FEE_COLUMNS = 'entity_id, fixed_fees, fractional_fees, royalty_fees, timestamp_range';

/** A token lookup's placeholders: the token id and, looking back, the as-of time. */
interface BoundLookup {
  tokenId: string;
  asOf: { operator: AsOf['operator']; timestamp: string } | null;
}

/**
 * The current row of `table`, or (as of a time) the newest version that began by then, from the table or its
 * `_history` twin. Both halves are keyed by the id, so each reads one entity's versions only.
 */
function versionOf(table: string, idColumn: string, columns: string, { tokenId, asOf }: BoundLookup): string {
  if (!asOf) return table;
  const where = `${idColumn} = ${tokenId} AND lower(timestamp_range) ${SQL_OPERATORS[asOf.operator]} ${asOf.timestamp}`;
  return `(SELECT ${columns} FROM (
      (SELECT ${columns} FROM ${table} WHERE ${where})
      UNION ALL
      (SELECT ${columns} FROM ${table}_history WHERE ${where} ORDER BY lower(timestamp_range) DESC LIMIT 1)
    ) v ORDER BY lower(timestamp_range) DESC LIMIT 1)`;
}

function tokenQuery(lookup: BoundLookup): string {
  return `SELECT e.auto_renew_account_id, e.auto_renew_period, e.deleted, e.expiration_timestamp, e.key, e.memo,
      lower(e.timestamp_range) AS entity_modified,
      t.created_timestamp, t.decimals, t.fee_schedule_key, t.freeze_default, t.freeze_key, t.initial_supply, t.kyc_key,
      t.max_supply, t.metadata, t.metadata_key, t.name, t.pause_key, t.pause_status::text AS pause_status, t.supply_key,
      t.supply_type::text AS supply_type, t.symbol, t.token_id, t.total_supply, t.treasury_account_id,
      t.type::text AS type, t.wipe_key, lower(t.timestamp_range) AS token_modified,
      cf.entity_id AS fee_entity_id, lower(cf.timestamp_range) AS fees_created,
      cf.fixed_fees::text AS fixed_fees, cf.fractional_fees::text AS fractional_fees, cf.royalty_fees::text AS royalty_fees
    FROM ${versionOf('token', 'token_id', TOKEN_COLUMNS, lookup)} t
    JOIN ${versionOf('entity', 'id', ENTITY_COLUMNS, lookup)} e ON e.id = t.token_id
    LEFT JOIN ${versionOf('custom_fee', 'entity_id', FEE_COLUMNS, lookup)} cf ON cf.entity_id = t.token_id
    WHERE t.token_id = ${lookup.tokenId}`;
}

/** jsonb read as text so fee amounts above 2^53 keep every digit. */
function feeList(text: string | null): Json[] {
  if (!text) return [];
  const parsed = parseJsonLossless(text);
  return Array.isArray(parsed) ? (parsed.filter((f) => f && typeof f === 'object') as Json[]) : [];
}

const int = (value: unknown): Int | null => (typeof value === 'bigint' || typeof value === 'number' ? value : null);
const id = (value: unknown) => formatEntityId(int(value));
const flag = (value: unknown) => value === true;

function fixedFee(fee: Json): FixedFee {
  return {
    all_collectors_are_exempt: flag(fee.all_collectors_are_exempt),
    amount: int(fee.amount) ?? 0,
    collector_account_id: id(fee.collector_account_id),
    denominating_token_id: id(fee.denominating_token_id),
  };
}

/** The leading fields fractional and royalty fees share, in the order the reference writes them. */
function fractionFeeFields(fee: Json) {
  return {
    all_collectors_are_exempt: flag(fee.all_collectors_are_exempt),
    amount: { numerator: int(fee.numerator) ?? 0, denominator: int(fee.denominator) ?? 0 },
    collector_account_id: id(fee.collector_account_id),
  };
}

function fractionalFee(fee: Json, tokenId: string): FractionalFee {
  return {
    ...fractionFeeFields(fee),
    denominating_token_id: tokenId,
    maximum: int(fee.maximum_amount),
    minimum: int(fee.minimum_amount) ?? 0,
    net_of_transfers: flag(fee.net_of_transfers),
  };
}

function royaltyFee(fee: Json): RoyaltyFee {
  const fallback = (fee.fallback_fee ?? null) as Json | null;
  const fallbackAmount = int(fallback?.amount);
  return {
    ...fractionFeeFields(fee),
    // The reference drops a fallback of amount 0: it charges nothing.
    fallback_fee: fallbackAmount
      ? { amount: fallbackAmount, denominating_token_id: id(fallback?.denominating_token_id) }
      : null,
  };
}

/** Only the fee kind the token type can carry is named: fractional for fungible tokens, royalty for NFTs. */
function customFees(row: TokenRow, tokenId: string): CustomFees {
  const fees: CustomFees = {
    created_timestamp: formatTimestamp(row.fees_created ?? 0n)!,
    fixed_fees: feeList(row.fixed_fees).map(fixedFee),
  };
  if (row.type === 'FUNGIBLE_COMMON')
    fees.fractional_fees = feeList(row.fractional_fees).map((f) => fractionalFee(f, tokenId));
  else fees.royalty_fees = feeList(row.royalty_fees).map(royaltyFee);
  return fees;
}

/** An explicit expiration wins; otherwise creation plus one auto-renew period. */
function expiryOf(row: TokenRow): bigint | null {
  if (row.expiration_timestamp !== null) return row.expiration_timestamp;
  if (row.auto_renew_period === null) return null;
  return row.created_timestamp + row.auto_renew_period * NS_PER_SECOND;
}

function latest(a: bigint | null, b: bigint | null): bigint | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

function toTokenInfo(row: TokenRow): TokenInfo {
  const tokenId = formatEntityId(row.token_id)!;
  return {
    admin_key: encodeKey(row.key),
    auto_renew_account: formatEntityId(row.auto_renew_account_id),
    auto_renew_period: row.auto_renew_period,
    created_timestamp: formatTimestamp(row.created_timestamp)!,
    custom_fees: customFees(row, tokenId),
    decimals: row.decimals.toString(),
    deleted: row.deleted,
    expiry_timestamp: expiryOf(row),
    fee_schedule_key: encodeKey(row.fee_schedule_key),
    freeze_default: row.freeze_default,
    freeze_key: encodeKey(row.freeze_key),
    initial_supply: row.initial_supply.toString(),
    kyc_key: encodeKey(row.kyc_key),
    max_supply: row.max_supply.toString(),
    memo: row.memo ?? '',
    metadata: row.metadata ? Buffer.from(row.metadata).toString('base64') : '',
    metadata_key: encodeKey(row.metadata_key),
    modified_timestamp: formatTimestamp(latest(row.token_modified, row.entity_modified)),
    name: row.name,
    pause_key: encodeKey(row.pause_key),
    pause_status: row.pause_status,
    supply_key: encodeKey(row.supply_key),
    supply_type: row.supply_type,
    symbol: row.symbol,
    token_id: tokenId,
    total_supply: row.total_supply.toString(),
    treasury_account_id: formatEntityId(row.treasury_account_id),
    type: row.type,
    wipe_key: encodeKey(row.wipe_key),
  };
}

/**
 * One token with its entity and fee schedule, now or as of a time; null when any of the three is missing, as the
 * reference answers 404 for a token without a fee schedule row.
 */
export async function getToken(db: Queryable, tokenId: bigint, asOf: AsOf | null): Promise<TokenInfo | null> {
  const params = new SqlParams();
  const lookup: BoundLookup = {
    tokenId: params.bind(tokenId),
    asOf: asOf && { operator: asOf.operator, timestamp: params.bind(asOf.timestamp) },
  };
  const [row] = await db.query<TokenRow & Record<string, unknown>>(tokenQuery(lookup), params.values);
  if (!row || row.fee_entity_id === null) return null;
  return toTokenInfo(row);
}
