import { ENTITY_ID_SECTIONS, itemApiPath, type DetailNoun } from './sections';

/**
 * Classifies what someone typed into the search box before anything is asked of the API, and lists only the
 * lookups that can possibly match (facts §1.3, with HashScan's quirks fixed: block 0 is a block, 64-hex block hash
 * prefixes are looked up, `0.0.x@seconds` without nanos is a transaction id, pasted explorer/API URLs work).
 */
export type InputKind =
  | 'entity-id'
  | 'entity-id-checksum'
  | 'number'
  | 'transaction-id'
  | 'timestamp'
  | 'hash-48'
  | 'hash-32'
  | 'evm-address'
  | 'public-key'
  | 'alias'
  | 'token-text';

/** A detail section's item read by its id (`account` …), or one of the lookups that find items another way. */
export type ProbeKind =
  DetailNoun | 'accounts-by-key' | 'transactions-at' | 'eth-transaction' | 'tokens-by-name' | 'tokens-by-symbol';

/** One API lookup: `api` is an /api/v1 path; what a hit links to depends on the kind. */
export interface Probe {
  kind: ProbeKind;
  api: string;
  /** What a listed item must have to match (a token's symbol), where the API cannot filter by it. */
  needle?: string;
}

/** The Mirror Node's `name` filter: part of a token's name, 3 to 100 bytes of UTF-8. */
const NAME_BYTES = { min: 3, max: 100 } as const;
/**
 * The API has no symbol filter: a symbol is looked for among the newest tokens, one page of them, and the search
 * help says so (a ledger with more tokens than that finds older ones by name or id).
 */
export const SYMBOL_SCAN = 100;

export interface Classification {
  /** The input as understood (trimmed, URL unwrapped, checksum and 0x removed where needed). */
  value: string;
  kinds: InputKind[];
  probes: Probe[];
}

const ENTITY = /^(\d{1,10})\.(\d{1,10})\.(\d{1,19})$/;
const ENTITY_CHECKSUM = /^(\d{1,10}\.\d{1,10}\.\d{1,19})-([a-z]{5})$/;
const TX_DASH = /^(\d{1,10}\.\d{1,10}\.\d{1,19})-(\d{1,19})-(\d{1,9})$/;
const TX_AT = /^(\d{1,10}\.\d{1,10}\.\d{1,19})@(\d{1,19})(?:\.(\d{1,9}))?$/;
const TIMESTAMP = /^(\d{1,19})\.(\d{1,9})$/;
const NUMBER = /^\d{1,19}$/;
const HEX = /^(?:0x)?([0-9a-f]+)$/i;
// Aliases are base32 without padding: 32 characters for a 20-byte EVM-address alias, 55–56 for a key alias.
const ALIAS = /^(?:(\d{1,10})\.(\d{1,10})\.)?([A-Z2-7]{32,})$/i;
const DER_ED25519 = '302a300506032b6570032100';
const DER_ECDSA = '302d300706052b8104000a032200';
const PAGE_KEYWORDS = /^(transactions?|tx|accounts?|address|blocks?|schedules?|tokens?|contracts\/results)$/;

/** A pasted explorer or API URL becomes the identifier it points at. */
export function unwrapUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return input;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return input;
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  for (let i = parts.length - 2; i >= 0; i--) {
    const two = i > 0 ? `${parts[i - 1]}/${parts[i]}` : '';
    if (PAGE_KEYWORDS.test(parts[i]!) || PAGE_KEYWORDS.test(two)) return parts[i + 1]!;
  }
  return parts.at(-1) ?? input;
}

const txPath = (payer: string, seconds: string, nanos: string) => `${payer}-${seconds}-${nanos.padStart(9, '0')}`;

/** `0.0.x@s.n` or `0.0.x-s-n` → the URL-safe `0.0.x-s-nnnnnnnnn` notation; null when it is not a transaction id. */
export function normalizeTransactionId(text: string): string | null {
  const dash = TX_DASH.exec(text);
  if (dash) return txPath(dash[1]!, dash[2]!, dash[3]!);
  const at = TX_AT.exec(text);
  // In `@s.n` the part after the dot is a fraction of a second, as in a timestamp: `@5.1` is 5.100000000.
  if (at) return txPath(at[1]!, at[2]!, (at[3] ?? '0').padEnd(9, '0'));
  return null;
}

/** `0.0.x-s-nnnnnnnnn` → `0.0.x@s.nnnnnnnnn` (the SDK notation). */
export function atNotation(transactionId: string): string {
  const m = TX_DASH.exec(transactionId);
  return m ? `${m[1]}@${m[2]}.${m[3]!.padStart(9, '0')}` : transactionId;
}

export function classify(raw: string): Classification {
  const value = unwrapUrl(raw.trim()).trim();
  const kinds: InputKind[] = [];
  const probes: Probe[] = [];
  const add = (kind: InputKind, ...more: Probe[]) => {
    kinds.push(kind);
    probes.push(...more);
  };
  const entity = (id: string): Probe[] =>
    ENTITY_ID_SECTIONS.map(({ section, noun }) => ({ kind: noun, api: itemApiPath(section, id) }));

  const checksum = ENTITY_CHECKSUM.exec(value);
  const txId = normalizeTransactionId(value);
  const timestamp = TIMESTAMP.exec(value);
  if (txId) {
    add('transaction-id', { kind: 'transaction', api: `/api/v1/transactions/${txId}` });
  } else if (ENTITY.test(value)) {
    add('entity-id', ...entity(value));
  } else if (checksum) {
    add('entity-id-checksum', ...entity(checksum[1]!));
  } else if (NUMBER.test(value)) {
    const n = BigInt(value);
    if (n < 2n ** 38n) add('number', ...entity(`0.0.${n}`));
    else kinds.push('number');
    if (n < 2n ** 63n) probes.push({ kind: 'block', api: `/api/v1/blocks/${n}` });
  } else if (timestamp) {
    const ts = `${timestamp[1]}.${timestamp[2]!.padEnd(9, '0')}`;
    add('timestamp', { kind: 'transactions-at', api: `/api/v1/transactions?timestamp=${ts}` });
  } else {
    classifyOther(value, add, probes, kinds);
    if (kinds.length === 0) addTokenText(value, add);
  }
  return { value: txId ?? checksum?.[1] ?? value, kinds, probes };
}

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Text that names nothing else may be a token's symbol (exact, any case) or part of its name. */
function addTokenText(value: string, add: (k: InputKind, ...p: Probe[]) => void) {
  const bytes = new TextEncoder().encode(value).length;
  if (bytes === 0 || bytes > NAME_BYTES.max || CONTROL.test(value)) return;
  const symbol: Probe = {
    kind: 'tokens-by-symbol',
    api: `/api/v1/tokens?order=desc&limit=${SYMBOL_SCAN}`,
    needle: value,
  };
  const name: Probe[] =
    bytes >= NAME_BYTES.min
      ? [{ kind: 'tokens-by-name', api: `/api/v1/tokens?name=${encodeURIComponent(value)}&limit=10` }]
      : [];
  add('token-text', symbol, ...name);
}

function classifyOther(value: string, add: (k: InputKind, ...p: Probe[]) => void, probes: Probe[], kinds: InputKind[]) {
  const hex = HEX.exec(value);
  if (hex) {
    const digits = hex[1]!.toLowerCase();
    const prefixed = value.toLowerCase().startsWith('0x');
    const key =
      digits.startsWith(DER_ED25519) || digits.startsWith(DER_ECDSA)
        ? digits.replace(/^(302a300506032b6570032100|302d300706052b8104000a032200)/, '')
        : null;
    if (digits.length === 96) {
      add(
        'hash-48',
        { kind: 'transaction', api: `/api/v1/transactions/${digits}` },
        { kind: 'block', api: `/api/v1/blocks/0x${digits}` },
      );
    } else if (digits.length === 64) {
      add('hash-32', { kind: 'eth-transaction', api: `/api/v1/contracts/results/0x${digits}/actions?limit=1` });
      probes.push({ kind: 'block', api: `/api/v1/blocks/0x${digits}` });
      add('public-key', { kind: 'accounts-by-key', api: `/api/v1/accounts?account.publickey=${digits}&limit=10` });
    } else if (digits.length === 66 && /^0[23]/.test(digits)) {
      add('public-key', { kind: 'accounts-by-key', api: `/api/v1/accounts?account.publickey=${digits}&limit=10` });
    } else if (key && (key.length === 64 || key.length === 66)) {
      add('public-key', { kind: 'accounts-by-key', api: `/api/v1/accounts?account.publickey=${key}&limit=10` });
    } else if (digits.length === 40 || (prefixed && digits.length < 40)) {
      add(
        'evm-address',
        { kind: 'contract', api: `/api/v1/contracts/0x${digits.padStart(40, '0')}` },
        { kind: 'account', api: `/api/v1/accounts/0x${digits.padStart(40, '0')}` },
      );
    }
    if (kinds.length > 0) return;
  }
  const alias = ALIAS.exec(value);
  if (alias) {
    const prefix = alias[1] !== undefined ? `${alias[1]}.${alias[2]}.` : '';
    add('alias', { kind: 'account', api: `/api/v1/accounts/${prefix}${alias[3]!.toUpperCase()}` });
  }
}

/** Accepted inputs, shown by the no-match page and the search help. */
export const ACCEPTED_INPUTS: { kind: string; example: string }[] = [
  {
    kind: 'Contract, account, schedule, token or topic id, with or without checksum',
    example: '0.0.1001 or 0.0.1001-abcde',
  },
  { kind: 'Number: entity number and block number', example: '1001' },
  {
    kind: 'Transaction id (either notation)',
    example: '0.0.1001-1700000000-000000123 or 0.0.1001@1700000000.000000123',
  },
  { kind: 'Consensus timestamp', example: '1700000000.000000123' },
  { kind: 'Transaction or block hash (48 bytes hex)', example: '0x' + 'ab'.repeat(48) },
  { kind: 'Ethereum transaction hash or block hash prefix (32 bytes hex)', example: '0x' + 'cd'.repeat(32) },
  { kind: 'EVM address (20 bytes hex)', example: '0x' + '00'.repeat(16) + '000003e9' },
  { kind: 'Public key (ED25519 or ECDSA, raw or DER)', example: '02' + 'ef'.repeat(32) },
  { kind: 'Account alias (base32)', example: 'CIQ' + 'A'.repeat(52) },
  {
    kind: `Token name (any part of it, 3 characters or more) or symbol (among the ${SYMBOL_SCAN} newest tokens)`,
    example: 'Demo Dollar, dollar or DUSD',
  },
  {
    kind: 'A link to a page of this or another explorer, or to /api/v1',
    example: 'https://…/transactions/0.0.1001-1700000000-000000123',
  },
];
