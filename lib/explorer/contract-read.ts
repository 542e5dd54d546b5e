/**
 * The "Read contract" panel's ABI work, in the browser (its chunk loads with the panel): the reader's inputs parsed
 * and checked against the parameter types, the call encoded, its answer decoded, and a failed call's revert told in
 * words. Addresses may be typed as `0.0.N`; resolving one to the EVM address the ledger knows it by is the caller's
 * part (resolveAddressInputs), since it takes a read.
 */
import {
  decodeFunctionResult,
  encodeFunctionData,
  parseAbiItem,
  type AbiFunction,
  type AbiParameter,
  type Hex,
} from 'viem';
import { describeRevert, decodeRevert, longZeroAddress } from './evm';

/** A view function of the panel, from its human-readable signature (contract-interface.ts). */
export function readAbi(signature: string): AbiFunction {
  const item = parseAbiItem(signature);
  if (item.type !== 'function') throw new Error(`not a function: ${signature}`);
  return item;
}

export type ParsedInput = { ok: true; value: string | bigint | boolean } | { ok: false; error: string };

const ENTITY_ID = /^(\d+)\.(\d+)\.(\d+)$/;

/** An entity id as the reader typed it (`0.0.1001`), or null: such an address input still needs resolving. */
export const entityIdInput = (text: string) => (ENTITY_ID.test(text.trim()) ? text.trim() : null);

/**
 * One input, as the parameter's type needs it: an address as 40 hex digits (or an entity id, as its long-zero
 * address until resolved), an unsigned integer in decimal or 0x hex within its width, a bool as true/false, a
 * string as typed. Anything else is an error naming what was expected.
 */
export function parseInput(type: string, text: string): ParsedInput {
  const raw = text.trim();
  if (type === 'address') {
    if (/^0x[0-9a-fA-F]{40}$/.test(raw)) return { ok: true, value: raw.toLowerCase() };
    const id = entityIdInput(raw);
    const address = id && longZeroAddress(id);
    return address ? { ok: true, value: address } : { ok: false, error: 'an address: 0.0.N or 0x and 40 hex digits' };
  }
  const uint = /^uint(\d*)$/.exec(type);
  if (uint) {
    const bits = Number(uint[1] || 256);
    if (!/^(\d+|0x[0-9a-fA-F]+)$/.test(raw))
      return { ok: false, error: 'a whole number ≥ 0 (decimal, or hex with 0x)' };
    const value = BigInt(raw);
    return value < 1n << BigInt(bits) ? { ok: true, value } : { ok: false, error: `a number below 2^${bits}` };
  }
  if (type === 'bool') {
    if (/^(true|false)$/i.test(raw)) return { ok: true, value: /^true$/i.test(raw) };
    return { ok: false, error: 'true or false' };
  }
  if (type === 'string') return { ok: true, value: text };
  return { ok: false, error: `inputs of type ${type} are not supported here` };
}

/** The call data of a read with its parsed arguments. */
export const encodeRead = (fn: AbiFunction, args: readonly unknown[]): Hex =>
  encodeFunctionData({ abi: [fn], functionName: fn.name, args });

/** A returned value as the panel shows it: addresses apart (they link), everything else as text. */
export interface ReadValue {
  name: string;
  type: string;
  kind: 'address' | 'text';
  value: string;
}

const outputName = (p: AbiParameter, i: number, count: number) => p.name || (count === 1 ? '' : `output ${i}`);

/** The read's answer decoded by its outputs; a throw (viem's) when the answer does not fit them. */
export function decodeRead(fn: AbiFunction, result: string): ReadValue[] {
  const decoded: unknown = decodeFunctionResult({ abi: [fn], functionName: fn.name, data: result as Hex });
  const values = fn.outputs.length === 1 ? [decoded] : (decoded as readonly unknown[]);
  return fn.outputs.map((p, i) => {
    const v = values[i];
    const kind = p.type === 'address' ? 'address' : 'text';
    return {
      name: outputName(p, i, fn.outputs.length),
      type: p.type,
      kind,
      value: typeof v === 'string' && kind === 'address' ? v.toLowerCase() : String(v),
    };
  });
}

/**
 * An amount of a token with `decimals` places, grouped (`2100000000000000` with 8 → `21,000,000.00000000`), for
 * ERC-20 balances and supplies beside their raw value. Trailing zeros stay: they show the token's precision.
 */
export function scaledAmount(raw: bigint, decimals: number): string {
  const negative = raw < 0n;
  const digits = (negative ? -raw : raw).toString().padStart(decimals + 1, '0');
  const whole = BigInt(digits.slice(0, digits.length - decimals)).toLocaleString('en-US');
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** What a failed call says to the reader: the API's message and, for a revert, its reason decoded from the data. */
export function failureText(message: string, detail: string, data: string): string {
  if (message === 'CONTRACT_REVERT_EXECUTED') {
    const revert = decodeRevert(data);
    if (revert.kind !== 'empty') return `Reverted: ${describeRevert(revert)}`;
    return detail ? `Reverted: ${detail}` : 'Reverted without a reason';
  }
  return detail && detail !== message ? `${message}: ${detail}` : message;
}
