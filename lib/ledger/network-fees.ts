/**
 * `/network/fees`: the gas price of the EVM transaction types in tinybars, from the fee schedule (file 0.0.111, a
 * protobuf `CurrentAndNextFeeSchedule`, prices in thousandths of a tinycent) at the exchange rate (file 0.0.112).
 */
import { proto } from '@hiero-ledger/proto';
import type { Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { NetworkFee, NetworkFeesResponse } from '../schemas/v1/network';
import { exchangeRateAt } from './exchange-rate';
import { FEE_SCHEDULE_FILE, readSystemFile, type FileWindow } from './system-files';

const F = proto.HederaFunctionality;
const REPORTED = new Map<number, NetworkFee['transaction_type']>([
  [F.ContractCall, 'ContractCall'],
  [F.ContractCreate, 'ContractCreate'],
  [F.EthereumTransaction, 'EthereumTransaction'],
]);
// Fee schedule prices are in 1/1000 tinycent.
const FEE_DIVISOR = 1000n;

interface GasPrice {
  type: NetworkFee['transaction_type'];
  /** The first fee's service gas price, or null when the schedule gives none. */
  gas: bigint | null;
}

/** The current schedule's gas price per reported type, or null when the bytes are not a fee schedule. */
export function decodeGasPrices(bytes: Uint8Array): GasPrice[] | null {
  let schedule: proto.CurrentAndNextFeeSchedule;
  try {
    schedule = proto.CurrentAndNextFeeSchedule.decode(bytes);
  } catch {
    return null;
  }
  return (schedule.currentFeeSchedule?.transactionFeeSchedule ?? []).flatMap((entry) => {
    const type = REPORTED.get(entry.hederaFunctionality ?? -1);
    if (!type) return [];
    const gas = entry.fees?.[0]?.servicedata?.gas;
    return [{ type, gas: gas === null || gas === undefined ? null : BigInt(gas.toString()) }];
  });
}

/** Tinybars per gas at `hbar` hbar = `cent` cents; at least 1, null when the rate is unusable. */
function tinybars(gas: bigint | null, hbar: number, cent: number): bigint | null {
  if (gas === null || cent === 0) return null;
  const fee = (gas * BigInt(hbar)) / (BigInt(cent) * FEE_DIVISOR);
  return fee > 1n ? fee : 1n;
}

/** The fees in force in the window, sorted by type name; null when either file is missing or unreadable. */
export async function networkFees(
  db: Queryable,
  window: FileWindow,
  order: Order,
): Promise<NetworkFeesResponse | null> {
  const [rates, schedule] = await Promise.all([
    exchangeRateAt(db, window),
    readSystemFile(db, FEE_SCHEDULE_FILE, window, decodeGasPrices),
  ]);
  if (!rates || !schedule) return null;
  const { hbar_equivalent: hbar, cent_equivalent: cent } = rates.contents.current;
  const fees = schedule.contents.flatMap(({ type, gas }) => {
    const price = tinybars(gas, hbar, cent);
    return price === null ? [] : [{ gas: price, transaction_type: type }];
  });
  const direction = order === 'asc' ? 1 : -1;
  fees.sort((a, b) => a.transaction_type.localeCompare(b.transaction_type) * direction);
  return { fees, timestamp: formatTimestamp(schedule.timestamp)! };
}
