import { z } from 'zod';
import { entityId, hex, links, timestamp } from './common';

/** 32-byte word, 0x-prefixed (64 hex digits). */
const uint256 = z.string().regex(/^0x[0-9a-fA-F]{64}$/);

/** One storage slot of a contract: its current value, or its value at a past time. */
export const ContractStateEntry = z.object({
  address: hex,
  contract_id: entityId,
  timestamp,
  slot: uint256,
  value: uint256.nullable(),
});
export type ContractStateEntry = z.infer<typeof ContractStateEntry>;

export const ContractStateResponse = z.object({ state: z.array(ContractStateEntry), links });
export type ContractStateResponse = z.infer<typeof ContractStateResponse>;
