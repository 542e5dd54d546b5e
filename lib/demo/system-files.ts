/**
 * The network's fee files as a real network keeps them: the exchange rate (0.0.112, a protobuf `ExchangeRateSet`)
 * is replaced every hour as the current rate expires, the fee schedule (0.0.111, `CurrentAndNextFeeSchedule`) once
 * a day. Both are functions of the time alone, so the batch generator and the live demo write the same contents for
 * the same hour or day without remembering anything.
 */
import { proto } from '@hiero-ledger/proto';
import { encodeSimpleFeeSchedule, type ExtraReference, type ServiceFee } from '../core/simple-fee-schedule';
import {
  Account,
  EXCHANGE_RATE_FILE,
  FEE_SCHEDULE_FILE,
  NS_PER_SECOND,
  SIMPLE_FEE_SCHEDULE_FILE,
  TxType,
} from './constants';
import type { Ledger } from './ledger';
import { long } from './proto-long';
import { epochDay } from './staking';

const SECONDS_PER_HOUR = 3600n;
const NS_PER_HOUR = SECONDS_PER_HOUR * NS_PER_SECOND;
const HBAR_EQUIV = 30_000;
// The gas price the fee schedule starts from, in thousandths of a tinycent (852 tinycents).
const BASE_GAS_PRICE = 852_000;

/** The hour a timestamp falls in; a new rate set is due when a block crosses into a new hour. */
export const rateHour = (ts: bigint) => ts / NS_PER_HOUR;

/** Cents per 30,000 hbar in an hour: a week-long swing of about ±7% with a little hourly noise. */
function centsAt(hour: bigint): number {
  const phase = Number(hour % 168n);
  const swing = phase < 84 ? phase : 168 - phase;
  return 265_000 + swing * 500 + Number((hour * 7919n) % 13n) * 300;
}

/** The rate set in force during `hour`: this hour's rate and the next one's, each expiring at its hour's end. */
export function exchangeRateSet(hour: bigint): Uint8Array {
  const rate = (h: bigint) => ({
    hbarEquiv: HBAR_EQUIV,
    centEquiv: centsAt(h),
    expirationTime: { seconds: long(Number((h + 1n) * SECONDS_PER_HOUR)) },
  });
  return proto.ExchangeRateSet.encode({ currentRate: rate(hour), nextRate: rate(hour + 1n) }).finish();
}

/** Gas prices of the three EVM functionalities (what /network/fees reports) on a given day, within ±2%. */
export function feeSchedule(day: number): Uint8Array {
  const F = proto.HederaFunctionality;
  const schedule = (d: number) => ({
    transactionFeeSchedule: [F.ContractCall, F.ContractCreate, F.EthereumTransaction].map((fn, i) => ({
      hederaFunctionality: fn,
      fees: [{ servicedata: { gas: long(BASE_GAS_PRICE + (((d + i) % 9) - 4) * 4_000) } }],
    })),
    expiryTime: { seconds: long((d + 1) * 86_400) },
  });
  return proto.CurrentAndNextFeeSchedule.encode({
    currentFeeSchedule: schedule(day),
    nextFeeSchedule: schedule(day + 1),
  }).finish();
}

const F = proto.HederaFunctionality;
const refs = (...pairs: [string, number][]): ExtraReference[] =>
  pairs.map(([name, includedCount]) => ({ name, includedCount }));
const service = (
  functionality: number,
  baseFee: bigint,
  extras: ExtraReference[] = [],
  highVolume = false,
): ServiceFee => ({
  functionality,
  baseFee,
  extras,
  free: false,
  // HIP-1313: up to 4× as the high-volume throttle fills, steeper past half.
  highVolumeRates: highVolume
    ? {
        maxMultiplier: 4000,
        curve: [
          { utilizationBasisPoints: 0, multiplier: 1000 },
          { utilizationBasisPoints: 5000, multiplier: 1500 },
          { utilizationBasisPoints: 10_000, multiplier: 4000 },
        ],
      }
    : null,
});

/**
 * The demo network's simple fee schedule (HIP-1261, file 0.0.113), in tinycents: about $0.0001 for a transfer, $0.05
 * for an account, $1 for a token. The prices are the demo's own, in the proportions of the published schedule.
 */
export function simpleFeeSchedule(): Uint8Array {
  return encodeSimpleFeeSchedule({
    node: { baseFee: 100_000n, extras: refs(['SIGNATURES', 1], ['BYTES', 1024]) },
    networkMultiplier: 9,
    extraFees: [
      ['SIGNATURES', 100_000n],
      ['BYTES', 10_000n],
      ['KEYS', 100_000_000n],
      ['ACCOUNTS', 100_000n],
      ['TOKEN_TYPES', 900_000n],
      ['FUNGIBLE_TOKENS', 900_000n],
      ['NON_FUNGIBLE_TOKENS', 900_000n],
      ['NFT_SERIALS', 9_000_000n],
      ['GAS', 852n],
      ['ALLOWANCES', 50_000_000n],
      ['AIRDROPS', 5_000_000n],
    ],
    services: [
      {
        name: 'Crypto',
        fees: [
          service(
            F.CryptoTransfer,
            0n,
            refs(['ACCOUNTS', 2], ['FUNGIBLE_TOKENS', 0], ['NON_FUNGIBLE_TOKENS', 0], ['NFT_SERIALS', 0]),
          ),
          service(F.CryptoCreate, 499_000_000n, refs(['KEYS', 1]), true),
          service(F.CryptoUpdate, 12_000_000n, refs(['KEYS', 1])),
          service(F.CryptoApproveAllowance, 0n, refs(['ALLOWANCES', 1]), true),
        ],
      },
      {
        name: 'Consensus',
        fees: [
          service(F.ConsensusCreateTopic, 99_000_000n, refs(['KEYS', 1]), true),
          service(F.ConsensusSubmitMessage, 700_000n, refs(['BYTES', 100])),
        ],
      },
      {
        name: 'Token',
        fees: [
          service(F.TokenCreate, 9_999_000_000n, refs(['KEYS', 1]), true),
          service(F.TokenMint, 0n, refs(['NFT_SERIALS', 1]), true),
          service(F.TokenAssociateToAccount, 499_000_000n, refs(['TOKEN_TYPES', 1]), true),
          service(F.TokenAirdrop, 0n, refs(['AIRDROPS', 0]), true),
        ],
      },
      {
        name: 'SmartContract',
        fees: [
          service(F.ContractCall, 0n, refs(['GAS', 0])),
          service(F.ContractCreate, 9_000_000_000n, refs(['GAS', 0], ['KEYS', 0]), true),
          service(F.EthereumTransaction, 0n),
        ],
      },
      {
        name: 'File',
        fees: [
          service(F.FileCreate, 499_000_000n, refs(['BYTES', 1000], ['KEYS', 1]), true),
          service(F.FileUpdate, 499_000_000n, refs(['BYTES', 1000])),
        ],
      },
      {
        name: 'Schedule',
        fees: [service(F.ScheduleCreate, 99_000_000n, refs(['KEYS', 1]), true), service(F.ScheduleSign, 9_000_000n)],
      },
      { name: 'Util', fees: [service(F.UtilPrng, 100_000n)] },
    ],
  });
}

/** A FILEUPDATE by the treasury replacing the file's contents with `data(its consensus time)`; returns that time. */
export function fileUpdate(l: Ledger, fileId: number, data: (ts: bigint) => Uint8Array): bigint {
  const ctx = l.topLevel(Account.TREASURY);
  l.emit(ctx, { type: TxType.FILEUPDATE, entityId: fileId, fee: 0n, memo: '' });
  l.sink.add('file_data', {
    file_data: data(ctx.ts),
    consensus_timestamp: ctx.ts,
    entity_id: fileId,
    transaction_type: TxType.FILEUPDATE,
  });
  return ctx.ts;
}

/** The hourly exchange-rate update: the rates of the hour it lands in. */
export function updateExchangeRate(l: Ledger): void {
  fileUpdate(l, EXCHANGE_RATE_FILE, (ts) => exchangeRateSet(rateHour(ts)));
}

/** The simple fee schedule, written once (its prices do not follow the day). */
export function updateSimpleFeeSchedule(l: Ledger): void {
  fileUpdate(l, SIMPLE_FEE_SCHEDULE_FILE, simpleFeeSchedule);
}

/** The daily fee-schedule update: the prices of the day it lands in. */
export function updateFeeSchedule(l: Ledger): void {
  fileUpdate(l, FEE_SCHEDULE_FILE, (ts) => feeSchedule(epochDay(ts)));
}

/**
 * The periodic system-file updates a block crossing from `previousEnd` into `blockNs` is due: the exchange rate
 * each new hour, the fee schedule each new day.
 */
export function systemFileUpdates(l: Ledger, previousEnd: bigint, blockNs: bigint): void {
  if (rateHour(blockNs) !== rateHour(previousEnd)) updateExchangeRate(l);
  if (epochDay(blockNs) !== epochDay(previousEnd)) updateFeeSchedule(l);
}
