/**
 * The wire shapes of the web3 module's endpoints: POST /contracts/call's answer, the opcode trace, and their errors,
 * which (unlike the rest of /api/v1) always carry `detail` and `data`, empty strings included.
 */
import { z } from 'zod';
import { hex, int64, nullableEntityId } from './common';

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
