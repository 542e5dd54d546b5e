import { z } from 'zod';
import { hex, int64, links, nullableEntityId, timestamp } from './common';

export const ContractAction = z.object({
  call_depth: z.number().int(),
  call_operation_type: z
    .enum(['CALL', 'CALLCODE', 'CREATE', 'CREATE2', 'DELEGATECALL', 'STATICCALL', 'UNKNOWN'])
    .optional(),
  call_type: z.string().optional(),
  caller: nullableEntityId,
  caller_type: z.enum(['ACCOUNT', 'CONTRACT']).nullable(),
  from: hex.nullable(),
  gas: int64,
  gas_used: int64,
  index: z.number().int(),
  input: hex,
  recipient: nullableEntityId,
  recipient_type: z.enum(['ACCOUNT', 'CONTRACT']).nullable(),
  result_data: hex,
  result_data_type: z.enum(['OUTPUT', 'REVERT_REASON', 'ERROR']).optional(),
  timestamp,
  to: hex.nullable(),
  value: int64,
});
export type ContractAction = z.infer<typeof ContractAction>;

export const ContractActionsResponse = z.object({ actions: z.array(ContractAction), links });
export type ContractActionsResponse = z.infer<typeof ContractActionsResponse>;
