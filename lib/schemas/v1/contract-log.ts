import { z } from 'zod';
import { hex, int64, links, nullableEntityId, timestamp } from './common';

/**
 * A log as a contract result embeds it (`/contracts/results/{id}`): the event itself. The log lists add where it
 * happened (ContractLog below); the reference builds both from one view model.
 */
export const ContractResultLog = z.object({
  /** The emitting contract's EVM address: its own (CREATE2) address when it has one, else its long-zero form. */
  address: hex,
  bloom: hex,
  contract_id: nullableEntityId,
  data: hex,
  index: z.number().int(),
  /** topic0 (the event signature's keccak) to topic3, each a 32-byte word; absent topics are left out. */
  topics: z.array(hex),
});
export type ContractResultLog = z.infer<typeof ContractResultLog>;

/** A log as the log lists show it: the event and where it happened. */
export const ContractLog = ContractResultLog.extend({
  block_hash: hex,
  block_number: int64.nullable(),
  root_contract_id: nullableEntityId,
  timestamp,
  transaction_hash: hex,
  transaction_index: z.number().int().nullable(),
});
export type ContractLog = z.infer<typeof ContractLog>;

export const ContractLogsResponse = z.object({ logs: z.array(ContractLog), links });
export type ContractLogsResponse = z.infer<typeof ContractLogsResponse>;
