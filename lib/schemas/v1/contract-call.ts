/**
 * The wire shapes of the web3 module's endpoints: POST /contracts/call's answer, the opcode trace, and their errors,
 * which (unlike the rest of /api/v1) always carry `detail` and `data`, empty strings included.
 */
import { z } from 'zod';
import { hex, int64, nullableEntityId } from './common';

/**
 * The request body as the 0.154 web3 module documents it (lib/api/v1/contract-call-request.ts reads it field by
 * field, to name each bad field as the module does); every field may also be null, which means its default.
 */
export const ContractCallRequest = z.object({
  block: z
    .string()
    .describe('latest (safe, finalized, pending), earliest, a block number (decimal or 0x hex) or a 32-byte block hash')
    .optional(),
  data: hex.describe('Call data, or without `to` the init code of a contract to create').optional(),
  estimate: z.boolean().describe('Answer the gas the call needs instead of its output').optional(),
  from: hex.describe('The sender (20-byte address)').optional(),
  gas: z.number().int().min(21_000).max(15_000_000).describe('Gas limit (default 15,000,000)').optional(),
  gasPrice: z.number().int().min(0).optional(),
  to: hex.describe('The contract (20-byte address); none for a creation').optional(),
  value: z.number().int().min(0).describe('Tinybars sent with the call (needs `from`)').optional(),
});
export type ContractCallRequest = z.infer<typeof ContractCallRequest>;

/** `{"result":"0x…"}`: the call's output, or for an estimate the gas as hex. */
export const ContractCallResponse = z.object({ result: hex });
export type ContractCallResponse = z.infer<typeof ContractCallResponse>;

const word = z.string().regex(/^[0-9a-f]{64}$/);

export const Opcode = z.object({
  /** Call depth, 1 for the transaction's own frame. */
  depth: z.number().int().positive(),
  /** Gas left before the step. */
  gas: int64,
  gas_cost: int64,
  memory: z.array(word).nullable(),
  op: z.string(),
  pc: z.number().int().nonnegative(),
  /** The revert data, at a REVERT. */
  reason: hex.nullable(),
  stack: z.array(word).nullable(),
  storage: z.record(word, word).nullable(),
});
export type Opcode = z.infer<typeof Opcode>;

export const OpcodesResponse = z.object({
  address: hex,
  contract_id: nullableEntityId,
  failed: z.boolean(),
  /** Gas used (units, not tinybars, whatever the reference's spec says). */
  gas: int64,
  opcodes: z.array(Opcode),
  return_value: hex,
});
export type OpcodesResponse = z.infer<typeof OpcodesResponse>;

export const Web3ErrorResponse = z.object({
  _status: z.object({ messages: z.array(z.object({ message: z.string(), detail: z.string(), data: z.string() })) }),
});
export type Web3ErrorResponse = z.infer<typeof Web3ErrorResponse>;
