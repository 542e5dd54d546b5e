/** The network's hbar ↔ US cent exchange rate: file 0.0.112, a protobuf `ExchangeRateSet`. */
import { proto } from '@hiero-ledger/proto';
import type { Queryable } from '../db/types';
import type { ExchangeRate, NetworkExchangeRateSetResponse } from '../schemas/v1/network';
import { formatTimestamp } from '../core/timestamp';
import { EXCHANGE_RATE_FILE, readSystemFile, type FileWindow, type SystemFile } from './system-files';

export interface ExchangeRateSet {
  current: ExchangeRate;
  next: ExchangeRate;
}

function toRate(rate: proto.IExchangeRate | null | undefined): ExchangeRate | null {
  const seconds = rate?.expirationTime?.seconds;
  if (!rate || seconds === null || seconds === undefined) return null;
  return {
    cent_equivalent: rate.centEquiv ?? 0,
    expiration_time: BigInt(seconds.toString()),
    hbar_equivalent: rate.hbarEquiv ?? 0,
  };
}

/** Both rates with their expiry, or null when the bytes are not a complete rate set. */
export function decodeExchangeRateSet(bytes: Uint8Array): ExchangeRateSet | null {
  let set: proto.ExchangeRateSet;
  try {
    set = proto.ExchangeRateSet.decode(bytes);
  } catch {
    return null;
  }
  const current = toRate(set.currentRate);
  const next = toRate(set.nextRate);
  return current && next ? { current, next } : null;
}

/** The rate set in force in the window. */
export function exchangeRateAt(db: Queryable, window: FileWindow): Promise<SystemFile<ExchangeRateSet> | null> {
  return readSystemFile(db, EXCHANGE_RATE_FILE, window, decodeExchangeRateSet);
}

export function toExchangeRateResponse(file: SystemFile<ExchangeRateSet>): NetworkExchangeRateSetResponse {
  return {
    current_rate: file.contents.current,
    next_rate: file.contents.next,
    timestamp: formatTimestamp(file.timestamp)!,
  };
}
