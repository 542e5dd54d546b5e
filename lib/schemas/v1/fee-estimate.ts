import { z } from 'zod';
import { int64 } from './common';

/** One extra of a fee part: `charged = max(0, count − included)`, `subtotal = fee_per_unit × charged`; tinycents. */
export const FeeExtra = z.object({
  charged: int64,
  count: int64,
  fee_per_unit: int64,
  included: int64,
  name: z.string(),
  subtotal: int64,
});
export type FeeExtra = z.infer<typeof FeeExtra>;

export const FeeEstimate = z.object({ base: int64, extras: z.array(FeeExtra) });

/** `POST /network/fees` (interface 0.151+): every amount in tinycents. */
export const FeeEstimateResponse = z.object({
  /** The high-volume multiplier (HIP-1313), 1 when none applies; integer, as the reference divides by 1,000. */
  high_volume_multiplier: int64,
  network: z.object({ multiplier: z.number().int().min(0), subtotal: int64 }),
  node: FeeEstimate,
  service: FeeEstimate,
  total: int64,
});
export type FeeEstimateResponse = z.infer<typeof FeeEstimateResponse>;
