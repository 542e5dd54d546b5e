/**
 * `POST /network/fees` (interface 0.151+, rest-java): the fee a transaction would be charged, estimated from the
 * ledger's fee schedules (lib/ledger/fee-estimate.ts). Its record is in ../post-routes.ts, with the other endpoint
 * that takes a body: the router hands it the body's bytes, read up to MAX_FEE_REQUEST_BYTES.
 */
import { feeEstimate, type EstimateMode } from '../../../ledger/fee-estimate';
import type { FeeEstimateResponse } from '../../../schemas/v1/fee-estimate';
import { HttpError } from '../../../http/errors';
import type { QueryParams } from '../../query';
import type { ApiContext } from '../context';
import { parseFeeTransaction } from '../fee-transaction';
import { javaBadRequest, javaConversionFailed } from '../java-errors';

export const FEE_ESTIMATE_PATH = '/api/v1/network/fees';

/**
 * The largest body read: a jumbo Ethereum transaction (HIP-1086, 128 KiB of call data) with its signatures and
 * envelope; the network itself refuses any transaction above 6 KiB but those. 0.154 sets no limit of its own.
 */
export const MAX_FEE_REQUEST_BYTES = 133_120;

const PROTOBUF_TYPES = new Set(['application/protobuf', 'application/x-protobuf']);
const MAX_THROTTLE = 10_000;

export interface FeeEstimateRequest {
  query: QueryParams;
  /** The Content-Type header as sent, or null. */
  contentType: string | null;
  readBody(maxBytes: number): Promise<Uint8Array>;
}

/** Spring's 415 for a body its endpoint does not consume, naming the type it was sent (octet-stream when none). */
function unsupportedMediaType(contentType: string | null): HttpError {
  return new HttpError(
    415,
    'Unsupported Media Type',
    `Content-Type '${contentType?.trim() || 'application/octet-stream'}' is not supported`,
  );
}

function modeOf(query: QueryParams): EstimateMode {
  const raw = query.last('mode');
  if (raw === undefined || raw === '') return 'INTRINSIC';
  const mode = raw.toUpperCase();
  if (mode !== 'INTRINSIC' && mode !== 'STATE') throw javaConversionFailed('mode');
  return mode;
}

function throttleOf(query: QueryParams): number {
  const raw = query.last('high_volume_throttle');
  if (raw === undefined || raw === '') return 0;
  if (!/^[+-]?\d{1,10}$/.test(raw) || Math.abs(Number(raw)) > 2 ** 31 - 1)
    throw javaConversionFailed('high_volume_throttle');
  const throttle = Number(raw);
  if (throttle < 0) throw javaBadRequest('highVolumeThrottle must be greater than or equal to 0');
  if (throttle > MAX_THROTTLE) throw javaBadRequest(`highVolumeThrottle must be less than or equal to ${MAX_THROTTLE}`);
  return throttle;
}

/** Reads and checks the request in the reference's order: media type, body, mode, throttle, then the transaction. */
export async function estimateTransactionFee(
  request: FeeEstimateRequest,
  ctx: ApiContext,
): Promise<FeeEstimateResponse> {
  const mediaType = request.contentType?.split(';', 1)[0]!.trim().toLowerCase() ?? '';
  if (!PROTOBUF_TYPES.has(mediaType)) throw unsupportedMediaType(request.contentType);
  let bytes: Uint8Array;
  try {
    bytes = await request.readBody(MAX_FEE_REQUEST_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(413, 'Payload Too Large', `Request body larger than ${MAX_FEE_REQUEST_BYTES} bytes`);
    throw error;
  }
  if (!bytes.length) throw javaBadRequest('Failed to read request');
  const mode = modeOf(request.query);
  const highVolumeThrottle = throttleOf(request.query);
  const transaction = parseFeeTransaction(bytes);
  const estimate = await feeEstimate(ctx.db, {
    ...transaction,
    mode,
    highVolumeThrottle: mode === 'STATE' ? highVolumeThrottle : 0,
  });
  // Without any fee schedule there is nothing to price with: the 500 the reference's OpenAPI lists for this case
  // (its 5xx bodies carry no detail).
  if (!estimate) throw new HttpError(500, 'Internal Server Error');
  return estimate;
}
