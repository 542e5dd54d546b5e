/**
 * The simple fee schedule of HIP-1261, as the network keeps it in file 0.0.113: a protobuf
 * `org.hiero.hapi.support.fees.FeeSchedule` (hiero-consensus-node `fees/fee_schedule.proto`), with HIP-1313's
 * high-volume rates. `@hiero-ledger/proto` does not carry this message, so it is read and written here with the
 * package's protobuf Reader and Writer, field by field. Prices are in tinycents (10^-8 cent).
 */
import { Reader, Writer } from '@hiero-ledger/proto';

/** fee_schedule.proto `Extra`, by number. */
export const EXTRA_NAMES: Readonly<Record<number, string>> = {
  0: 'SIGNATURES',
  1: 'BYTES',
  2: 'KEYS',
  3: 'TOKEN_TYPES',
  4: 'NFT_SERIALS',
  5: 'ACCOUNTS',
  6: 'FUNGIBLE_TOKENS',
  7: 'NON_FUNGIBLE_TOKENS',
  10: 'CREATED_AUTO_ASSOCIATIONS',
  11: 'CREATED_ACCOUNTS',
  12: 'CUSTOM_FEE',
  13: 'GAS',
  14: 'ALLOWANCES',
  15: 'AIRDROPS',
  16: 'HOOK_UPDATES',
  17: 'CRYPTO_TRANSFER_BASE_FUNGIBLE',
  18: 'CRYPTO_TRANSFER_BASE_NFT',
  19: 'CRYPTO_TRANSFER_BASE_FUNGIBLE_CUSTOM_FEES',
  20: 'CRYPTO_TRANSFER_BASE_NFT_CUSTOM_FEES',
  21: 'HOOK_EXECUTION',
  22: 'TOKEN_CREATE_FUNGIBLE',
  23: 'TOKEN_CREATE_NFT',
  24: 'TOKEN_MINT_FUNGIBLE',
  25: 'TOKEN_MINT_NFT',
};

export const extraNumber = (name: string): number =>
  Number(Object.entries(EXTRA_NAMES).find(([, n]) => n === name)?.[0] ?? -1);

export interface ExtraReference {
  /** The `Extra` name (e.g. `SIGNATURES`), or `EXTRA_<n>` for a number this server does not know. */
  name: string;
  includedCount: number;
}

export interface PricingPoint {
  utilizationBasisPoints: number;
  /** Scaled by 1,000 (1,000 = 1×). */
  multiplier: number;
}

export interface HighVolumeRates {
  /** Scaled by 1,000; below 1,000 reads as 1,000. */
  maxMultiplier: number;
  /** Points of a piecewise linear curve; empty = a straight line from 1× to the maximum. */
  curve: PricingPoint[];
}

export interface ServiceFee {
  /** `HederaFunctionality` number. */
  functionality: number;
  baseFee: bigint;
  extras: ExtraReference[];
  free: boolean;
  highVolumeRates: HighVolumeRates | null;
}

export interface SimpleFeeSchedule {
  node: { baseFee: bigint; extras: ExtraReference[] };
  networkMultiplier: number;
  /** Price per unit of each extra, by name. */
  extraFees: Map<string, bigint>;
  /** Every service's definitions, by functionality. */
  services: Map<number, ServiceFee>;
}

const LENGTH_DELIMITED = 2;
const VARINT = 0;

/** Calls `field(number, wireType)` for each field of the message; the callback reads its value or returns false to skip it. */
function readFields(bytes: Uint8Array, field: (r: Reader, number: number, wire: number) => boolean): void {
  const r = Reader.create(bytes);
  while (r.pos < r.len) {
    const tag = r.uint32();
    if (!field(r, tag >>> 3, tag & 7)) r.skipType(tag & 7);
  }
}

const u64 = (r: Reader): bigint => BigInt(r.uint64().toString());

function readExtraReference(bytes: Uint8Array): ExtraReference {
  let name = 0;
  let includedCount = 0;
  readFields(bytes, (r, n, w) => {
    if (w !== VARINT) return false;
    if (n === 1) name = r.int32();
    else if (n === 2) includedCount = r.uint32();
    else return false;
    return true;
  });
  return { name: EXTRA_NAMES[name] ?? `EXTRA_${name}`, includedCount };
}

function readHighVolumeRates(bytes: Uint8Array): HighVolumeRates {
  const rates: HighVolumeRates = { maxMultiplier: 0, curve: [] };
  readFields(bytes, (r, n, w) => {
    if (n === 2 && w === VARINT) rates.maxMultiplier = r.uint32();
    else if (n === 3 && w === LENGTH_DELIMITED) {
      // PricingCurve { piecewise_linear = 1 } → PiecewiseLinearCurve { repeated points = 1 }.
      readFields(r.bytes(), (curve, cn, cw) => {
        if (cn !== 1 || cw !== LENGTH_DELIMITED) return false;
        readFields(curve.bytes(), (line, ln, lw) => {
          if (ln !== 1 || lw !== LENGTH_DELIMITED) return false;
          const point: PricingPoint = { utilizationBasisPoints: 0, multiplier: 0 };
          readFields(line.bytes(), (p, pn, pw) => {
            if (pw !== VARINT || (pn !== 1 && pn !== 2)) return false;
            if (pn === 1) point.utilizationBasisPoints = p.uint32();
            else point.multiplier = p.uint32();
            return true;
          });
          rates.curve.push(point);
          return true;
        });
        return true;
      });
    } else return false;
    return true;
  });
  return rates;
}

function readServiceFee(bytes: Uint8Array): ServiceFee {
  const fee: ServiceFee = { functionality: 0, baseFee: 0n, extras: [], free: false, highVolumeRates: null };
  readFields(bytes, (r, n, w) => {
    if (n === 1 && w === VARINT) fee.functionality = r.int32();
    else if (n === 2 && w === VARINT) fee.baseFee = u64(r);
    else if (n === 3 && w === LENGTH_DELIMITED) fee.extras.push(readExtraReference(r.bytes()));
    else if (n === 4 && w === VARINT) fee.free = r.bool();
    else if (n === 5 && w === LENGTH_DELIMITED) fee.highVolumeRates = readHighVolumeRates(r.bytes());
    else return false;
    return true;
  });
  return fee;
}

/**
 * The schedule in the bytes, or null when they are not one: a protobuf that does not parse, or one without the node
 * and network parts every schedule must have.
 */
export function decodeSimpleFeeSchedule(bytes: Uint8Array): SimpleFeeSchedule | null {
  const schedule: SimpleFeeSchedule = {
    node: { baseFee: 0n, extras: [] },
    networkMultiplier: 0,
    extraFees: new Map(),
    services: new Map(),
  };
  let hasNode = false;
  let hasNetwork = false;
  try {
    readFields(bytes, (r, n, w) => {
      if (w !== LENGTH_DELIMITED) return false;
      const body = r.bytes();
      if (n === 1) {
        hasNode = true;
        readFields(body, (nr, nn, nw) => {
          if (nn === 1 && nw === VARINT) schedule.node.baseFee = u64(nr);
          else if (nn === 2 && nw === LENGTH_DELIMITED) schedule.node.extras.push(readExtraReference(nr.bytes()));
          else return false;
          return true;
        });
      } else if (n === 2) {
        hasNetwork = true;
        readFields(body, (nr, nn, nw) =>
          nn === 1 && nw === VARINT ? ((schedule.networkMultiplier = nr.uint32()), true) : false,
        );
      } else if (n === 4) {
        let name = 0;
        let fee = 0n;
        readFields(body, (er, en, ew) => {
          if (ew !== VARINT || (en !== 1 && en !== 2)) return false;
          if (en === 1) name = er.int32();
          else fee = u64(er);
          return true;
        });
        schedule.extraFees.set(EXTRA_NAMES[name] ?? `EXTRA_${name}`, fee);
      } else if (n === 5) {
        readFields(body, (sr, sn, sw) => {
          if (sn !== 2 || sw !== LENGTH_DELIMITED) return false;
          const fee = readServiceFee(sr.bytes());
          schedule.services.set(fee.functionality, fee);
          return true;
        });
      } else return false;
      return true;
    });
  } catch {
    return null;
  }
  return hasNode && hasNetwork ? schedule : null;
}

/** A schedule to write: each service named, its definitions given. */
export interface SimpleFeeScheduleInput {
  node: { baseFee: bigint; extras: ExtraReference[] };
  networkMultiplier: number;
  extraFees: [string, bigint][];
  services: { name: string; fees: ServiceFee[] }[];
}

function writeExtraReference(w: Writer, field: number, e: ExtraReference): void {
  w.uint32((field << 3) | LENGTH_DELIMITED).fork();
  w.uint32((1 << 3) | VARINT).int32(extraNumber(e.name));
  if (e.includedCount) w.uint32((2 << 3) | VARINT).uint32(e.includedCount);
  w.ldelim();
}

function writeHighVolumeRates(w: Writer, rates: HighVolumeRates): void {
  w.uint32((5 << 3) | LENGTH_DELIMITED).fork();
  w.uint32((2 << 3) | VARINT).uint32(rates.maxMultiplier);
  if (rates.curve.length) {
    w.uint32((3 << 3) | LENGTH_DELIMITED).fork();
    w.uint32((1 << 3) | LENGTH_DELIMITED).fork();
    for (const p of rates.curve) {
      w.uint32((1 << 3) | LENGTH_DELIMITED).fork();
      w.uint32((1 << 3) | VARINT).uint32(p.utilizationBasisPoints);
      w.uint32((2 << 3) | VARINT).uint32(p.multiplier);
      w.ldelim();
    }
    w.ldelim().ldelim();
  }
  w.ldelim();
}

/** The file's bytes for a schedule (the demo ledger's 0.0.113, and tests). */
export function encodeSimpleFeeSchedule(input: SimpleFeeScheduleInput): Uint8Array {
  const w = Writer.create();
  w.uint32((1 << 3) | LENGTH_DELIMITED).fork();
  w.uint32((1 << 3) | VARINT).uint64(input.node.baseFee.toString());
  for (const e of input.node.extras) writeExtraReference(w, 2, e);
  w.ldelim();
  w.uint32((2 << 3) | LENGTH_DELIMITED)
    .fork()
    .uint32((1 << 3) | VARINT)
    .uint32(input.networkMultiplier)
    .ldelim();
  for (const [name, fee] of input.extraFees) {
    w.uint32((4 << 3) | LENGTH_DELIMITED).fork();
    w.uint32((1 << 3) | VARINT).int32(extraNumber(name));
    w.uint32((2 << 3) | VARINT).uint64(fee.toString());
    w.ldelim();
  }
  for (const service of input.services) {
    w.uint32((5 << 3) | LENGTH_DELIMITED).fork();
    w.uint32((1 << 3) | LENGTH_DELIMITED).string(service.name);
    for (const fee of service.fees) {
      w.uint32((2 << 3) | LENGTH_DELIMITED).fork();
      w.uint32((1 << 3) | VARINT).int32(fee.functionality);
      if (fee.baseFee) w.uint32((2 << 3) | VARINT).uint64(fee.baseFee.toString());
      for (const e of fee.extras) writeExtraReference(w, 3, e);
      if (fee.free) w.uint32((4 << 3) | VARINT).bool(true);
      if (fee.highVolumeRates) writeHighVolumeRates(w, fee.highVolumeRates);
      w.ldelim();
    }
    w.ldelim();
  }
  return w.finish();
}
