import { z } from 'zod';
import { hex, int64, links, timestamp } from './common';

export const Block = z.object({
  count: int64,
  hapi_version: z.string().nullable(),
  hash: hex,
  name: z.string(),
  number: int64,
  previous_hash: hex,
  size: z.number().int().nullable(),
  timestamp: z.object({ from: timestamp, to: timestamp }),
  gas_used: int64.nullable(),
  logs_bloom: hex.nullable(),
});
export type Block = z.infer<typeof Block>;

export const BlocksResponse = z.object({ blocks: z.array(Block), links });
export type BlocksResponse = z.infer<typeof BlocksResponse>;
