import { describe, expect, it } from 'vitest';
import type { ContractAction } from '../schemas/v1/contract-action';
import { decodeAction } from './trace-decode';

const word = (n: number) => n.toString(16).padStart(64, '0');
const action = (over: Partial<ContractAction>): ContractAction => ({
  call_depth: 0,
  call_operation_type: 'CALL',
  call_type: 'CALL',
  caller: '0.0.1001',
  caller_type: 'ACCOUNT',
  from: '0x00000000000000000000000000000000000003e9',
  gas: 100_000n,
  gas_used: 21_000n,
  index: 0,
  input: '0x',
  recipient: '0.0.1002',
  recipient_type: 'CONTRACT',
  result_data: '0x',
  result_data_type: 'OUTPUT',
  timestamp: '1700000000.000000001',
  to: '0x00000000000000000000000000000000000003ea',
  value: 0n,
  ...over,
});

describe('decodeAction', () => {
  it('names the function and the parties, and says nothing failed for an output', () => {
    const { decoded } = decodeAction(
      action({
        input: `0xa9059cbb${word(1)}${word(2)}`,
        recipient: '0.0.359',
        to: '0x0000000000000000000000000000000000000167',
      }),
    );
    expect(decoded).toEqual({
      selector: '0xa9059cbb',
      signature: 'transfer(address,uint256)',
      revert: null,
      caller: { known: null, alias: false },
      recipient: { known: expect.objectContaining({ name: 'HTS precompile' }), alias: false },
    });
  });

  it('reads why a failed action failed, and marks an alias address', () => {
    const message = Buffer.from('no', 'utf8').toString('hex').padEnd(64, '0');
    const failed = decodeAction(
      action({
        result_data_type: 'REVERT_REASON',
        result_data: `0x08c379a0${word(32)}${word(2)}${message}`,
        from: '0x' + 'ab'.repeat(20),
      }),
    );
    expect(failed.decoded.revert).toEqual({ text: 'Error("no")', hex: false });
    expect(failed.decoded.caller.alias).toBe(true);
    expect(decodeAction(action({ result_data_type: 'ERROR', result_data: '0x00ff' })).decoded.revert).toEqual({
      text: '0x00ff',
      hex: true,
    });
  });
});
