import { z } from 'zod';
import { entityId, hex, int64, key, links, nullableEntityId, nullableTimestamp } from './common';

/** A contract entity as `/contracts` lists it. */
export const Contract = z.object({
  admin_key: key.nullable(),
  auto_renew_account: nullableEntityId,
  auto_renew_period: int64.nullable(),
  contract_id: entityId,
  created_timestamp: nullableTimestamp,
  deleted: z.boolean().nullable(),
  evm_address: hex,
  expiration_timestamp: nullableTimestamp,
  file_id: nullableEntityId,
  max_automatic_token_associations: z.number().int().nullable(),
  memo: z.string().nullable(),
  nonce: int64.nullable(),
  obtainer_id: nullableEntityId,
  permanent_removal: z.boolean().nullable(),
  proxy_account_id: nullableEntityId,
  timestamp: z.object({ from: nullableTimestamp, to: nullableTimestamp }),
});
export type Contract = z.infer<typeof Contract>;

/** One contract with its code, as `/contracts/{contractIdOrAddress}` answers. */
export const ContractWithBytecode = Contract.extend({
  // The init code: hex of `contract.initcode`, or the text of the bytecode file (itself hex, as uploaded) with 0x.
  bytecode: z.string().meta({ description: '0x-prefixed init code (from the contract row or its bytecode file)' }),
  runtime_bytecode: hex,
});
export type ContractWithBytecode = z.infer<typeof ContractWithBytecode>;

export const ContractsResponse = z.object({ contracts: z.array(Contract), links });
export type ContractsResponse = z.infer<typeof ContractsResponse>;
