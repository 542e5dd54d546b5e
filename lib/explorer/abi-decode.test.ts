import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { decodeCall, decodeLog, decodeOutput, decodeRevertData } = await import('./abi-decode');

const word = (n: number | bigint) => BigInt(n).toString(16).padStart(64, '0');
const addressWord = (address: string) => `0x${address.replace(/^0x/, '').padStart(64, '0')}`;
const ALICE = '0x00000000000000000000000000000000000003e9';
const BOB = '0xc67cfd031164965de4b68bb527e510d55178c0c3';

// topic0 of Transfer(address,address,uint256), as every ERC-20 and ERC-721 log carries it.
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL_FOR_ALL = '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31';

describe('a call decoded with the well-known fragments', () => {
  it('names the function and its arguments', () => {
    const decoded = decodeCall(`0xa9059cbb${addressWord(BOB).slice(2)}${word(400_649)}`);
    expect(decoded?.call).toEqual({
      name: 'transfer',
      signature: 'transfer(address,uint256)',
      args: [
        { name: 'to', type: 'address', value: { kind: 'address', value: BOB } },
        { name: 'value', type: 'uint256', value: { kind: 'text', value: '400649' } },
      ],
    });
  });

  it('decodes arrays (a Uniswap V2 swap path)', () => {
    const data = `0x38ed1739${word(1000)}${word(990)}${word(0xa0)}${addressWord(ALICE).slice(2)}${word(1_800_000_000)}${word(2)}${addressWord(ALICE).slice(2)}${addressWord(BOB).slice(2)}`;
    const args = decodeCall(data)?.call?.args;
    expect(args?.map((a) => a.name)).toEqual(['amountIn', 'amountOutMin', 'path', 'to', 'deadline']);
    expect(args?.[2]?.value).toEqual({
      kind: 'list',
      items: [
        { kind: 'address', value: ALICE },
        { kind: 'address', value: BOB },
      ],
    });
  });

  it('keeps the name when the arguments do not fit, and knows nothing of unknown selectors', () => {
    // swapExactTokensForTokens with two words only: the selector is known, the arguments are not its.
    const short = decodeCall(`0x38ed1739${word(1)}${word(2)}`);
    expect(short?.fn.name).toBe('swapExactTokensForTokens');
    expect(short?.call).toBeNull();
    expect(decodeCall(`0xdeadbeef${word(1)}`)).toBeNull();
    expect(decodeCall('0x')).toBeNull();
    expect(decodeCall(null)).toBeNull();
  });

  it("decodes a known function's output, and not an output of another shape", () => {
    const balanceOf = decodeCall(`0x70a08231${addressWord(ALICE).slice(2)}`)!.fn;
    expect(decodeOutput(balanceOf, `0x${word(12345)}`)).toEqual([
      { name: 'arg0', type: 'uint256', value: { kind: 'text', value: '12345' } },
    ]);
    const transfer = decodeCall(`0xa9059cbb${addressWord(BOB).slice(2)}${word(1)}`)!.fn;
    expect(decodeOutput(transfer, `0x${word(1)}`)?.[0]?.value).toEqual({ kind: 'text', value: 'true' });
    expect(decodeOutput(transfer, `0x${word(7)}`)).toBeNull(); // 7 is not a bool
    expect(decodeOutput(transfer, '0x')).toBeNull();
  });
});

describe('revert data', () => {
  it('Error(string), Panic(uint256) with its meaning, OpenZeppelin custom errors', () => {
    const message = 'Pausable: paused';
    const error = `0x08c379a0${word(32)}${word(message.length)}${Buffer.from(message).toString('hex').padEnd(64, '0')}`;
    expect(decodeRevertData(error)).toMatchObject({
      name: 'Error',
      args: [{ type: 'string', value: { kind: 'text', value: message } }],
    });
    expect(decodeRevertData(`0x4e487b71${word(0x12)}`)).toMatchObject({
      name: 'Panic',
      meaning: 'division or modulo by zero',
    });
    // ERC20InsufficientBalance(address,uint256,uint256) = 0xe450d38c
    const insufficient = decodeRevertData(`0xe450d38c${addressWord(ALICE).slice(2)}${word(5)}${word(10)}`);
    expect(insufficient?.signature).toBe('ERC20InsufficientBalance(address,uint256,uint256)');
    expect(insufficient?.args.map((a) => a.name)).toEqual(['sender', 'balance', 'needed']);
    expect(decodeRevertData('0xdeadbeef')).toBeNull();
    expect(decodeRevertData('INSUFFICIENT_GAS')).toBeNull();
  });
});

describe('event logs', () => {
  it('ERC-20 Transfer: two indexed addresses, the value in data', () => {
    const log = decodeLog([TRANSFER, addressWord(ALICE), addressWord(BOB)], `0x${word(10n ** 18n)}`);
    expect(log?.signature).toBe('Transfer(address,address,uint256)');
    expect(log?.args).toEqual([
      { name: 'from', type: 'address', indexed: true, value: { kind: 'address', value: ALICE } },
      { name: 'to', type: 'address', indexed: true, value: { kind: 'address', value: BOB } },
      { name: 'value', type: 'uint256', value: { kind: 'text', value: '1000000000000000000' } },
    ]);
  });

  it('ERC-721 Transfer: the token id is the fourth topic, a mint comes from the zero address', () => {
    const log = decodeLog([TRANSFER, addressWord('0'), addressWord(BOB), `0x${word(42)}`], '0x');
    expect(log?.args.map((a) => [a.name, a.value])).toEqual([
      ['from', { kind: 'address', value: `0x${'0'.repeat(40)}` }],
      ['to', { kind: 'address', value: BOB }],
      ['tokenId', { kind: 'text', value: '42' }],
    ]);
  });

  it('ApprovalForAll and a Uniswap V2 Swap', () => {
    expect(decodeLog([APPROVAL_FOR_ALL, addressWord(ALICE), addressWord(BOB)], `0x${word(1)}`)?.args[2]).toEqual({
      name: 'approved',
      type: 'bool',
      value: { kind: 'text', value: 'true' },
    });
    const swapTopic = '0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822';
    const swap = decodeLog(
      [swapTopic, addressWord(ALICE), addressWord(BOB)],
      `0x${word(5)}${word(0)}${word(0)}${word(7)}`,
    );
    expect(swap?.args.map((a) => a.name)).toEqual([
      'sender',
      'amount0In',
      'amount1In',
      'amount0Out',
      'amount1Out',
      'to',
    ]);
    expect(swap?.args[5]?.value).toEqual({ kind: 'address', value: BOB });
  });

  it('leaves unknown events and logs that do not fit undecoded', () => {
    expect(decodeLog([`0x${word(1)}`], '0x')).toBeNull();
    expect(decodeLog([], '0x')).toBeNull();
    // Transfer with three topics but no value in data fits neither variant.
    expect(decodeLog([TRANSFER, addressWord(ALICE), addressWord(BOB)], '0x')).toBeNull();
  });
});
