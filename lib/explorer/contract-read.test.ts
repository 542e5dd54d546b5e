import { encodeAbiParameters, encodeErrorResult, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeRead, encodeRead, entityIdInput, failureText, parseInput, readAbi, scaledAmount } from './contract-read';

describe('parseInput', () => {
  it('takes an address as 0x and 40 hex digits, or an entity id as its long-zero address', () => {
    expect(parseInput('address', ' 0xABCDEF0123456789abcdef0123456789ABCDEF01 ')).toEqual({
      ok: true,
      value: '0xabcdef0123456789abcdef0123456789abcdef01',
    });
    expect(parseInput('address', '0.0.1001')).toEqual({
      ok: true,
      value: '0x00000000000000000000000000000000000003e9',
    });
    expect(entityIdInput(' 0.0.1001 ')).toBe('0.0.1001');
    expect(entityIdInput('0x00000000000000000000000000000000000003e9')).toBeNull();
    expect(parseInput('address', '0x1234')).toMatchObject({ ok: false });
    expect(parseInput('address', '')).toMatchObject({ ok: false });
  });

  it('takes unsigned integers in decimal or hex within their width', () => {
    expect(parseInput('uint256', '42')).toEqual({ ok: true, value: 42n });
    expect(parseInput('uint256', '0xff')).toEqual({ ok: true, value: 255n });
    expect(parseInput('uint8', '256')).toEqual({ ok: false, error: 'a number below 2^8' });
    expect(parseInput('uint256', '-1')).toMatchObject({ ok: false });
    expect(parseInput('uint256', '1.5')).toMatchObject({ ok: false });
    expect(parseInput('uint256', (1n << 256n).toString())).toMatchObject({ ok: false });
  });

  it('takes booleans and strings, and says which types it cannot take', () => {
    expect(parseInput('bool', 'TRUE')).toEqual({ ok: true, value: true });
    expect(parseInput('bool', 'yes')).toMatchObject({ ok: false });
    expect(parseInput('string', ' a b ')).toEqual({ ok: true, value: ' a b ' });
    expect(parseInput('bytes32', '0x00')).toEqual({
      ok: false,
      error: 'inputs of type bytes32 are not supported here',
    });
  });
});

describe('encodeRead and decodeRead', () => {
  const balanceOf = readAbi('function balanceOf(address owner) view returns (uint256)');

  it('encodes a call as selector and words', () => {
    expect(encodeRead(balanceOf, ['0x00000000000000000000000000000000000003e9'])).toBe(
      `0x70a08231${'0'.repeat(61)}3e9`,
    );
    expect(encodeRead(readAbi('function name() view returns (string)'), [])).toBe('0x06fdde03');
  });

  it('decodes numbers, strings and addresses by the outputs', () => {
    expect(decodeRead(balanceOf, encodeAbiParameters([{ type: 'uint256' }], [2100000000000000n]))).toEqual([
      { name: '', type: 'uint256', kind: 'text', value: '2100000000000000' },
    ]);
    const name = readAbi('function name() view returns (string)');
    expect(decodeRead(name, encodeAbiParameters([{ type: 'string' }], ['Contract Credit']))[0]!.value).toBe(
      'Contract Credit',
    );
    const owner = readAbi('function ownerOf(uint256 tokenId) view returns (address)');
    // viem answers checksummed addresses; the panel links them in lower case, as the API writes them.
    const word = `0x${'0'.repeat(24)}ABCDEF0123456789abcdef0123456789ABCDEF01`;
    expect(decodeRead(owner, word)[0]).toMatchObject({
      kind: 'address',
      value: '0xabcdef0123456789abcdef0123456789abcdef01',
    });
  });

  it('throws on an answer that does not fit the outputs', () => {
    expect(() => decodeRead(readAbi('function name() view returns (string)'), '0x')).toThrow();
  });

  it('refuses a signature that is not a function', () => {
    expect(() => readAbi('event Transfer(address indexed from, address indexed to, uint256 value)')).toThrow();
  });
});

describe('scaledAmount', () => {
  it('places the decimals and groups the whole part', () => {
    expect(scaledAmount(2100000000000000n, 8)).toBe('21,000,000.00000000');
    expect(scaledAmount(5n, 8)).toBe('0.00000005');
    expect(scaledAmount(1234n, 0)).toBe('1,234');
    expect(scaledAmount(-150n, 2)).toBe('-1.50');
  });
});

describe('failureText', () => {
  it('decodes a revert reason from the revert data', () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['transfer amount exceeds balance'],
    });
    expect(failureText('CONTRACT_REVERT_EXECUTED', 'transfer amount exceeds balance', data)).toBe(
      'Reverted: Error("transfer amount exceeds balance")',
    );
  });

  it('falls back on the detail, and says when a revert has no reason', () => {
    expect(failureText('CONTRACT_REVERT_EXECUTED', 'some detail', '0x')).toBe('Reverted: some detail');
    expect(failureText('CONTRACT_REVERT_EXECUTED', '', '')).toBe('Reverted without a reason');
  });

  it('names other failures by message and detail', () => {
    expect(failureText('Bad Request', 'to field must be a contract', '')).toBe(
      'Bad Request: to field must be a contract',
    );
    expect(failureText('Too Many Requests', '', '')).toBe('Too Many Requests');
  });
});
