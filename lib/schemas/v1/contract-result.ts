import { z } from 'zod';
import { hex, int64, links, nullableEntityId, timestamp } from './common';
import { ContractResultLog } from './contract-log';

/** A 32-byte word as the reference prints slots, values and topics: 0x and 64 hex digits. */
const uint256 = z.string().regex(/^0x[0-9a-f]{64}$/);

/** One storage slot a result read or wrote. */
export const ContractResultStateChange = z.object({
  address: hex,
  contract_id: nullableEntityId,
  slot: uint256,
  value_read: uint256,
  value_written: uint256.nullable(),
});
export type ContractResultStateChange = z.infer<typeof ContractResultStateChange>;

/** A result as `/contracts/{id}/results` lists it. */
export const ContractResult = z.object({
  address: hex.nullable(),
  amount: int64.nullable().meta({
    description:
      'Tinybars; weibars (10^10 a tinybar) with `hbar=false` on the results that take it, then possibly beyond int64 (still an exact integer)',
  }),
  bloom: hex,
  call_result: hex,
  contract_id: nullableEntityId,
  created_contract_ids: z.array(nullableEntityId),
  error_message: z.string().nullable(),
  from: hex.nullable(),
  function_parameters: hex,
  gas_consumed: int64.nullable(),
  gas_limit: int64,
  gas_used: int64.nullable(),
  hash: hex,
  timestamp,
  to: hex.nullable(),
});
export type ContractResult = z.infer<typeof ContractResult>;

/**
 * A result with its block, outcome and Ethereum transaction fields (null when the call was not an Ethereum
 * transaction), as `/contracts/results` lists it; the single result adds its `logs` and `state_changes`.
 */
export const ContractResultDetails = ContractResult.extend({
  access_list: hex.nullable(),
  block_gas_used: int64.nullable(),
  block_hash: hex,
  block_number: int64.nullable(),
  chain_id: hex.nullable(),
  failed_initcode: hex.nullable(),
  gas_price: hex.nullable(),
  logs: z.array(ContractResultLog).optional(),
  max_fee_per_gas: hex.nullable(),
  max_priority_fee_per_gas: hex.nullable(),
  nonce: int64.nullable(),
  r: hex.nullable(),
  result: z.string(),
  s: hex.nullable(),
  state_changes: z.array(ContractResultStateChange).optional(),
  status: z.enum(['0x0', '0x1']),
  transaction_index: z.number().int().nullable(),
  type: z.number().int().nullable(),
  v: int64.nullable(),
});
export type ContractResultDetails = z.infer<typeof ContractResultDetails>;

export const ContractResultsResponse = z.object({ results: z.array(ContractResult), links });
export type ContractResultsResponse = z.infer<typeof ContractResultsResponse>;

export const ContractResultDetailsListResponse = z.object({ results: z.array(ContractResultDetails), links });
export type ContractResultDetailsListResponse = z.infer<typeof ContractResultDetailsListResponse>;
