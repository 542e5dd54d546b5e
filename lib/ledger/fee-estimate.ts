/**
 * `POST /network/fees`: what a transaction would cost, in tinycents, by HIP-1261's simple fee model (node fee = base
 * + extras, network fee = node fee × multiplier, service fee = the transaction's base + extras) priced from the
 * ledger's own simple fee schedule (file 0.0.113), or, on a ledger without one, from its fee schedule 0.0.111
 * (docs/fees.md says where the estimate can differ from the network's, and by how much).
 */
import { proto } from '@hiero-ledger/proto';
import {
  type ExtraReference,
  type HighVolumeRates,
  type SimpleFeeSchedule,
  decodeSimpleFeeSchedule,
} from '../core/simple-fee-schedule';
import type { Queryable } from '../db/types';
import type { FeeEstimateResponse } from '../schemas/v1/fee-estimate';
import { FEE_SCHEDULE_FILE, SIMPLE_FEE_SCHEDULE_FILE, readSystemFile } from './system-files';
import { countExtras, type ExtraCounts } from './fee-extras';

export type EstimateMode = 'INTRINSIC' | 'STATE';

export interface FeeEstimateInput {
  body: proto.TransactionBody;
  /** `HederaFunctionality` of the body's transaction. */
  functionality: number;
  /** Signatures in the signature map. */
  signatures: number;
  /** Size of the whole serialized Transaction. */
  bytes: number;
  mode: EstimateMode;
  /** Basis points of the high-volume throttle in use (0–10,000); STATE mode only. */
  highVolumeThrottle: number;
}

const F = proto.HederaFunctionality;
/** HIP-1313: the functionalities whose price rises with the high-volume throttle's use (CryptoTransfer is not one). */
const HIGH_VOLUME_PRICED = new Set<number>([
  F.CryptoCreate,
  F.ConsensusCreateTopic,
  F.ScheduleCreate,
  F.CryptoApproveAllowance,
  F.FileCreate,
  F.FileAppend,
  F.ContractCreate,
  F.HookStore,
  F.TokenAssociateToAccount,
  F.TokenAirdrop,
  F.TokenClaimAirdrop,
  F.TokenMint,
  F.TokenCreate,
]);
const MULTIPLIER_SCALE = 1000;

/** A fee part as computed (every amount a bigint; the wire schema also takes small numbers). */
interface Extra {
  charged: bigint;
  count: bigint;
  fee_per_unit: bigint;
  included: bigint;
  name: string;
  subtotal: bigint;
}
interface Part {
  base: bigint;
  extras: Extra[];
}
const UTILIZATION_SCALE = 10_000;

function extra(name: string, count: bigint, included: number, feePerUnit: bigint): Extra {
  const charged = count > BigInt(included) ? count - BigInt(included) : 0n;
  return { charged, count, fee_per_unit: feePerUnit, included: BigInt(included), name, subtotal: charged * feePerUnit };
}

function extrasOf(refs: readonly ExtraReference[], counts: ExtraCounts, prices: ReadonlyMap<string, bigint>): Extra[] {
  return refs.map((ref) => extra(ref.name, counts.get(ref.name) ?? 0n, ref.includedCount, prices.get(ref.name) ?? 0n));
}

const interpolate = (x0: number, y0: number, x1: number, y1: number, x: number) =>
  x1 === x0 ? y0 : y0 + Math.trunc(((y1 - y0) * (x - x0)) / (x1 - x0));

/** HIP-1313's multiplier (scaled by 1,000) at a throttle use: along the curve, or a line from 1× to the maximum. */
export function highVolumeMultiplier(rates: HighVolumeRates, utilization: number): number {
  const max = Math.max(rates.maxMultiplier, MULTIPLIER_SCALE);
  const at = Math.max(0, Math.min(utilization, UTILIZATION_SCALE));
  const points = [...rates.curve].sort((a, b) => a.utilizationBasisPoints - b.utilizationBasisPoints);
  const floor = (m: number) => Math.max(m, MULTIPLIER_SCALE);
  let raw: number;
  if (!points.length) raw = interpolate(0, MULTIPLIER_SCALE, UTILIZATION_SCALE, max, at);
  else {
    const lower = points.filter((p) => p.utilizationBasisPoints <= at).at(-1);
    const upper = points.find((p) => p.utilizationBasisPoints >= at);
    if (!lower) raw = floor(points[0]!.multiplier);
    else if (!upper) raw = floor(points.at(-1)!.multiplier);
    else
      raw = interpolate(
        lower.utilizationBasisPoints,
        floor(lower.multiplier),
        upper.utilizationBasisPoints,
        floor(upper.multiplier),
        at,
      );
  }
  return Math.max(MULTIPLIER_SCALE, Math.min(raw, max));
}

/** Every amount of a part scaled by `raw / 1000`, rounded down, as the network scales a high-volume fee. */
function scaled(part: Part, raw: number): Part {
  const times = (v: bigint) => (v * BigInt(raw)) / BigInt(MULTIPLIER_SCALE);
  return {
    base: times(part.base),
    extras: part.extras.map((e) => ({ ...e, fee_per_unit: times(e.fee_per_unit), subtotal: times(e.subtotal) })),
  };
}

const subtotal = (part: Part) => part.extras.reduce((sum, e) => sum + e.subtotal, part.base);

/** The estimate of one transaction under a simple fee schedule. */
export function estimateFees(schedule: SimpleFeeSchedule, input: FeeEstimateInput): FeeEstimateResponse {
  const counts = countExtras(input.body, input.signatures, input.bytes);
  const service = schedule.services.get(input.functionality);
  let node: Part = { base: schedule.node.baseFee, extras: extrasOf(schedule.node.extras, counts, schedule.extraFees) };
  let serviceFee: Part =
    !service || service.free
      ? { base: 0n, extras: [] }
      : { base: service.baseFee, extras: extrasOf(service.extras, counts, schedule.extraFees) };
  let raw = MULTIPLIER_SCALE;
  const highVolume =
    input.mode === 'STATE' && input.body.highVolume === true && HIGH_VOLUME_PRICED.has(input.functionality);
  if (highVolume && service?.highVolumeRates) {
    raw = highVolumeMultiplier(service.highVolumeRates, input.highVolumeThrottle);
    node = scaled(node, raw);
    serviceFee = scaled(serviceFee, raw);
  }
  const multiplier = schedule.networkMultiplier;
  const network = { multiplier, subtotal: subtotal(node) * BigInt(multiplier) };
  return {
    high_volume_multiplier: BigInt(Math.trunc(raw / MULTIPLIER_SCALE)),
    network,
    node,
    service: serviceFee,
    total: subtotal(node) + network.subtotal + subtotal(serviceFee),
  };
}

/** Thousandths of a tinycent, the legacy schedule's unit, to tinycents. */
const LEGACY_DIVISOR = 1000n;

/**
 * A simple schedule for one functionality from the legacy fee schedule (0.0.111, `CurrentAndNextFeeSchedule`), for a
 * ledger without 0.0.113: the node's constant, per-byte and per-signature prices, the network as the ratio of the
 * network and node constants, the service's constant. Null when the bytes are not a fee schedule.
 */
export function simpleScheduleFromLegacy(bytes: Uint8Array, functionality: number): SimpleFeeSchedule | null {
  let legacy: proto.CurrentAndNextFeeSchedule;
  try {
    legacy = proto.CurrentAndNextFeeSchedule.decode(bytes);
  } catch {
    return null;
  }
  const entry = legacy.currentFeeSchedule?.transactionFeeSchedule?.find((e) => e.hederaFunctionality === functionality);
  const data = entry?.fees?.[0] ?? entry?.feeData;
  const big = (v: { toString(): string } | number | null | undefined) =>
    v === null || v === undefined ? 0n : BigInt(v.toString());
  const nodeConstant = big(data?.nodedata?.constant);
  const networkConstant = big(data?.networkdata?.constant);
  const multiplier = nodeConstant > 0n ? Number(networkConstant / nodeConstant) : 0;
  return {
    node: {
      baseFee: nodeConstant / LEGACY_DIVISOR,
      extras: [
        { name: 'SIGNATURES', includedCount: 0 },
        { name: 'BYTES', includedCount: 0 },
      ],
    },
    networkMultiplier: multiplier,
    extraFees: new Map([
      ['SIGNATURES', big(data?.nodedata?.vpt) / LEGACY_DIVISOR],
      ['BYTES', big(data?.nodedata?.bpt) / LEGACY_DIVISOR],
    ]),
    services: new Map([
      [
        functionality,
        {
          functionality,
          baseFee: big(data?.servicedata?.constant) / LEGACY_DIVISOR,
          extras: [],
          free: false,
          highVolumeRates: null,
        },
      ],
    ]),
  };
}

/** The estimate under the ledger's newest readable schedule; null when it has neither 0.0.113 nor 0.0.111. */
export async function feeEstimate(db: Queryable, input: FeeEstimateInput): Promise<FeeEstimateResponse | null> {
  const window = { lower: null, upper: null };
  const simple = await readSystemFile(db, SIMPLE_FEE_SCHEDULE_FILE, window, decodeSimpleFeeSchedule);
  if (simple) return estimateFees(simple.contents, input);
  const legacy = await readSystemFile(db, FEE_SCHEDULE_FILE, window, (bytes) =>
    simpleScheduleFromLegacy(bytes, input.functionality),
  );
  return legacy ? estimateFees(legacy.contents, input) : null;
}
