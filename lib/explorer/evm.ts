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

/** A precompile or Hedera system contract: the name to show instead of its bare long-zero address. */
export interface SystemContract {
  /** Short name for a trace row: `ecrecover`, `HTS precompile` … */
  name: string;
  /** What it is, for the details and a tooltip. */
  description: string;
  kind: 'EVM precompile' | 'Hedera system contract';
}

const precompile = (name: string, description: string): SystemContract => ({ name, description, kind: 'EVM precompile' });
const system = (name: string, description: string): SystemContract => ({ name, description, kind: 'Hedera system contract' });

const SYSTEM_CONTRACTS: ReadonlyMap<number, SystemContract> = new Map([
  [0x1, precompile('ecrecover', 'ECDSA public key recovery')],
  [0x2, precompile('sha256', 'SHA-256 hash')],
  [0x3, precompile('ripemd160', 'RIPEMD-160 hash')],
  [0x4, precompile('identity', 'data copy')],
  [0x5, precompile('modexp', 'modular exponentiation')],
  [0x6, precompile('ecadd', 'alt_bn128 point addition')],
  [0x7, precompile('ecmul', 'alt_bn128 scalar multiplication')],
  [0x8, precompile('ecpairing', 'alt_bn128 pairing check')],
  [0x9, precompile('blake2f', 'BLAKE2 compression function F')],
  [0x167, system('HTS precompile', 'Hedera Token Service')],
  [0x168, system('Exchange rate', 'hbar ↔ cent exchange rate')],
  [0x169, system('PRNG', 'pseudo-random number generator')],
  [0x16a, system('HAS', 'Hedera Account Service')],
]);

/** The entity number of a long-zero EVM address (`0x000…0167` → 359), or null for any other address. */
function longZeroNumber(address: string): number | null {
  const digits = strip(address);
  if (!/^[0-9a-f]{40}$/.test(digits) || !/^0{24}/.test(digits)) return null;
  const n = BigInt(`0x${digits}`);
  return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : null;
}

/**
 * The precompile (0x1–0x9) or Hedera system contract (0x167 HTS, 0x168 exchange rate, 0x169 PRNG, 0x16a HAS) at an
 * EVM address — or given as an entity id (`0.0.359`) — else null.
 */
export function systemContractAt(addressOrId: string | null | undefined): SystemContract | null {
  if (!addressOrId) return null;
  const entity = /^0\.0\.(\d+)$/.exec(addressOrId.trim());
  const n = entity ? Number(entity[1]) : longZeroNumber(addressOrId.trim());
  return n === null ? null : (SYSTEM_CONTRACTS.get(n) ?? null);
}

/** The long-zero EVM address of an entity id (`0.0.1953` → `0x000…07a1`): shard 4 bytes, realm 8, number 8. */
export function longZeroAddress(entityId: string | null | undefined): string | null {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(entityId?.trim() ?? '');
  if (!m) return null;
  const [shard, realm, num] = [BigInt(m[1]!), BigInt(m[2]!), BigInt(m[3]!)];
  if (shard >= 1n << 32n || realm >= 1n << 64n || num >= 1n << 64n) return null;
  return `0x${shard.toString(16).padStart(8, '0')}${realm.toString(16).padStart(16, '0')}${num.toString(16).padStart(16, '0')}`;
}
