/**
 * Decoding of a contract result with the well-known ABI fragments, by viem: the call's function and arguments, its
 * output, its revert reason and its event logs. Runs on the server (pages are server components), so the ABI parser
 * stays out of the browser's bundle.
 */
import 'server-only';
import {
  decodeErrorResult,
  decodeEventLog,
  decodeFunctionData,
  decodeFunctionResult,
  parseAbi,
  toEventSelector,
  toFunctionSelector,
  type AbiEvent,
  type AbiFunction,
  type AbiParameter,
  type Hex,
} from 'viem';
import { KNOWN_ERRORS, KNOWN_EVENTS, KNOWN_FUNCTIONS } from './abi-fragments';
import { panicMeaning } from './evm';
import { selectorOf } from './selectors';

/** A decoded value as the page shows it: addresses apart (they link), numbers in decimal, bytes in hex. */
export type AbiValue =
  { kind: 'address'; value: string } | { kind: 'text'; value: string } | { kind: 'list'; items: AbiValue[] };

export interface DecodedArg {
  name: string;
  type: string;
  indexed?: boolean;
  value: AbiValue;
}

export interface DecodedItem {
  /** `transfer`, `Transfer`, `Error` … */
  name: string;
  /** The canonical signature: `transfer(address,uint256)`. */
  signature: string;
  args: DecodedArg[];
}

const FUNCTIONS = new Map<string, AbiFunction>(
  (parseAbi(KNOWN_FUNCTIONS) as readonly AbiFunction[]).map((f) => [toFunctionSelector(f), f]),
);
const EVENTS = parseAbi(KNOWN_EVENTS) as readonly AbiEvent[];
const ERRORS = parseAbi(KNOWN_ERRORS);

const signatureOf = (item: { name: string; inputs: readonly AbiParameter[] }) =>
  `${item.name}(${item.inputs.map((p) => p.type).join(',')})`;

function toValue(type: string, raw: unknown): AbiValue {
  if (Array.isArray(raw)) {
    const inner = type.replace(/\[\d*\]$/, '');
    return { kind: 'list', items: raw.map((item) => toValue(inner, item)) };
  }
  if (type === 'address' && typeof raw === 'string') return { kind: 'address', value: raw.toLowerCase() };
  if (typeof raw === 'bigint' || typeof raw === 'number' || typeof raw === 'boolean')
    return { kind: 'text', value: String(raw) };
  if (typeof raw === 'string') return { kind: 'text', value: raw };
  return { kind: 'text', value: JSON.stringify(raw, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) };
}

function argsOf(inputs: readonly AbiParameter[], values: unknown): DecodedArg[] {
  // viem gives positional arguments as an array, and event arguments (named) as an object.
  const list = Array.isArray(values)
    ? values
    : inputs.map((p) => (values as Record<string, unknown> | undefined)?.[p.name ?? '']);
  return inputs.map((p, i) => ({
    name: p.name ?? `arg${i}`,
    type: p.type,
    ...('indexed' in p && p.indexed ? { indexed: true } : {}),
    value: toValue(p.type, list[i]),
  }));
}

const asHex = (value: string | null | undefined): Hex | null =>
  value && /^0x([0-9a-fA-F]{2})*$/.test(value) ? (value as Hex) : null;

/**
 * A call's input: the function and its arguments when the selector is a known one and the arguments fit its
 * signature; the function without arguments (`args` null) when only the selector is known; null otherwise.
 */
export function decodeCall(input: string | null | undefined): { fn: AbiFunction; call: DecodedItem | null } | null {
  const selector = selectorOf(input);
  const fn = selector ? FUNCTIONS.get(selector) : undefined;
  const data = asHex(input);
  if (!fn || !data) return null;
  try {
    const { args } = decodeFunctionData({ abi: [fn], data });
    return { fn, call: { name: fn.name, signature: signatureOf(fn), args: argsOf(fn.inputs, args ?? []) } };
  } catch {
    return { fn, call: null };
  }
}

/** A known function's return values, or null when the output does not decode as them. */
export function decodeOutput(fn: AbiFunction, output: string | null | undefined): DecodedArg[] | null {
  const data = asHex(output);
  if (!data || data === '0x' || fn.outputs.length === 0) return null;
  try {
    const result: unknown = decodeFunctionResult({ abi: [fn], functionName: fn.name, data });
    return argsOf(fn.outputs, fn.outputs.length === 1 ? [result] : result);
  } catch {
    return null;
  }
}

/** Revert data: Error(string), Panic(uint256) (with its meaning) or a known custom error; null otherwise. */
export function decodeRevertData(data: string | null | undefined): (DecodedItem & { meaning?: string }) | null {
  const hex = asHex(data);
  if (!hex || hex.length < 10) return null;
  try {
    const { abiItem, args } = decodeErrorResult({ abi: ERRORS, data: hex });
    const name: string = abiItem.name;
    const item = { name, signature: signatureOf(abiItem), args: argsOf(abiItem.inputs, args ?? []) };
    return name === 'Panic' && typeof args?.[0] === 'bigint' ? { ...item, meaning: panicMeaning(args[0]) } : item;
  } catch {
    return null;
  }
}

const indexedCount = (event: AbiEvent) => event.inputs.filter((p) => p.indexed).length;

/**
 * An event log: the first known event whose topic0 matches, whose indexed arguments are as many as the topics
 * after topic0 (ERC-20 and ERC-721 Transfer differ only there) and whose data decodes; null otherwise.
 */
export function decodeLog(topics: readonly string[], data: string): DecodedItem | null {
  const [topic0, ...rest] = topics;
  const hexData = asHex(data) ?? '0x';
  if (!topic0) return null;
  for (const event of EVENTS) {
    if (toEventSelector(event) !== topic0.toLowerCase() || indexedCount(event) !== rest.length) continue;
    try {
      const { args } = decodeEventLog({ abi: [event], topics: topics as [Hex, ...Hex[]], data: hexData, strict: true });
      return { name: event.name, signature: signatureOf(event), args: argsOf(event.inputs, args) };
    } catch {
      // data does not fit this variant: try the next
    }
  }
  return null;
}
