/** Small EVM decoders for the trace: 4-byte selectors and revert reasons. No ABI needed. */

const ERROR_STRING = '08c379a0';
const PANIC_UINT = '4e487b71';

const PANIC_CODES: Record<number, string> = {
  0x00: 'generic compiler panic',
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division or modulo by zero',
  0x21: 'invalid enum value',
  0x22: 'invalid storage byte array encoding',
  0x31: 'pop() on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to a zero-initialized function',
};

/** Well-known selectors, so common calls read as code without asking a signature database. */
const KNOWN_SELECTORS: Record<string, string> = {
  a9059cbb: 'transfer(address,uint256)',
  '23b872dd': 'transferFrom(address,address,uint256)',
  '095ea7b3': 'approve(address,uint256)',
  '70a08231': 'balanceOf(address)',
  dd62ed3e: 'allowance(address,address)',
  '18160ddd': 'totalSupply()',
  '313ce567': 'decimals()',
  '06fdde03': 'name()',
  '95d89b41': 'symbol()',
  '42842e0e': 'safeTransferFrom(address,address,uint256)',
  '6352211e': 'ownerOf(uint256)',
  d0e30db0: 'deposit()',
  '2e1a7d4d': 'withdraw(uint256)',
};

const strip = (hex: string | null | undefined) => (hex ?? '').replace(/^0x/i, '').toLowerCase();

/** The 4-byte function selector of call input (`0x12345678`), or null when the input is shorter. */
export function selectorOf(input: string | null | undefined): string | null {
  const digits = strip(input);
  return digits.length >= 8 && /^[0-9a-f]+$/.test(digits.slice(0, 8)) ? `0x${digits.slice(0, 8)}` : null;
}

export function knownSignature(selector: string | null): string | null {
  return selector ? (KNOWN_SELECTORS[strip(selector)] ?? null) : null;
}

export type Revert =
  | { kind: 'error'; message: string }
  | { kind: 'panic'; code: bigint; meaning: string }
  | { kind: 'text'; message: string }
  | { kind: 'hex'; hex: string }
  | { kind: 'empty' };

function bytesOf(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function decodeErrorString(body: string): string | null {
  if (body.length < 128) return null;
  const offset = Number(BigInt(`0x${body.slice(0, 64)}`)) * 2;
  if (offset + 64 > body.length) return null;
  const length = Number(BigInt(`0x${body.slice(offset, offset + 64)}`)) * 2;
  const data = body.slice(offset + 64, offset + 64 + length);
  if (data.length !== length) return null;
  const bytes = bytesOf(data);
  return bytes ? utf8(bytes) : null;
}

/** `Error(string)` → its message; `Panic(uint256)` → code and meaning; readable ASCII (Hedera codes) → text; else hex. */
export function decodeRevert(data: string | null | undefined): Revert {
  const hex = strip(data);
  if (!hex) return { kind: 'empty' };
  if (hex.startsWith(ERROR_STRING)) {
    const message = decodeErrorString(hex.slice(8));
    if (message !== null) return { kind: 'error', message };
  }
  if (hex.startsWith(PANIC_UINT) && hex.length === 8 + 64) {
    const code = BigInt(`0x${hex.slice(8)}`);
    return { kind: 'panic', code, meaning: PANIC_CODES[Number(code)] ?? 'unknown panic code' };
  }
  const bytes = bytesOf(hex);
  const text = bytes ? utf8(bytes) : null;
  if (text && /^[\x20-\x7e]+$/.test(text)) return { kind: 'text', message: text };
  return { kind: 'hex', hex: `0x${hex}` };
}

export function describeRevert(revert: Revert): string {
  switch (revert.kind) {
    case 'error':
      return `Error("${revert.message}")`;
    case 'panic':
      return `Panic(0x${revert.code.toString(16).padStart(2, '0')}): ${revert.meaning}`;
    case 'text':
      return revert.message;
    case 'hex':
      return revert.hex;
    case 'empty':
      return 'no revert data';
  }
}
