import { findNetwork, type Network } from './networks';
import { classify, type InputKind } from './search';

/**
 * The identifier in a detail page's path (`/accounts/{id}` …). Checked before the API is asked, so a malformed one
 * never reaches it as a path (`..%2F` and the like) and the not-found page can say which of the two it was: a
 * well-formed id the ledger does not have, or something that is not an id of that kind at all.
 */
export type Section = 'accounts' | 'transactions' | 'blocks' | 'schedules' | 'tokens';

/** The account page's tabs below /accounts/{id} (the transactions tab is the account path itself). */
export const ACCOUNT_TAB_PATHS = ['tokens', 'nfts', 'rewards', 'allowances', 'allowances/tokens', 'allowances/nfts', 'airdrops', 'airdrops/outstanding'] as const;
export type AccountTabPath = (typeof ACCOUNT_TAB_PATHS)[number];

const ACCEPTED: Record<Section, readonly InputKind[]> = {
  accounts: ['entity-id', 'entity-id-checksum', 'number', 'evm-address', 'alias'],
  transactions: ['transaction-id', 'timestamp', 'hash-48', 'hash-32'],
  blocks: ['number', 'hash-48', 'hash-32'],
  schedules: ['entity-id', 'entity-id-checksum', 'number'],
  tokens: ['entity-id', 'entity-id-checksum', 'number'],
};

/** A 48-byte transaction hash in base64 (standard or URL-safe alphabet), which the API takes as well as hex. */
const BASE64_HASH = /^[A-Za-z0-9+/_-]{64}$/;

/**
 * What to ask the API for, or null when `raw` cannot name anything in `section`. Checksums are dropped, a bare
 * number is the entity 0.0.n (a block number stays a number), transaction ids take the dash notation.
 */
export function pathId(section: Section, raw: string): string | null {
  const value = raw.trim();
  if (section === 'transactions' && BASE64_HASH.test(value) && !/^[0-9a-f]+$/i.test(value)) return value;
  // A pasted URL is for the search box; in a path it is not an id.
  if (value.includes('/') || value.includes(':')) return null;
  const { kinds, value: normal } = classify(value);
  const kind = kinds.find((k) => ACCEPTED[section].includes(k));
  if (!kind) return null;
  if (section === 'blocks') return normal;
  if (kind === 'number') return `0.0.${normal}`;
  if (kind === 'hash-48' || kind === 'hash-32') return normal.replace(/^0x/i, '');
  return normal;
}

/**
 * The /api/v1 read behind a detail page's id (pathId's answer), shared by the page and by the proxy that answers an
 * unknown id with 404 before the page renders. The account's own read asks for one transaction: its tabs read theirs.
 */
export function detailApiPath(section: Section, id: string): string {
  const path = `/api/v1/${section}/${encodeURIComponent(id)}`;
  return section === 'accounts' ? `${path}?limit=1` : path;
}

const NOUNS: Record<Section, string> = {
  accounts: 'account',
  transactions: 'transaction',
  blocks: 'block',
  schedules: 'schedule',
  tokens: 'token',
};

const FORMS: Record<Section, string> = {
  accounts: 'An account is named by its id (0.0.1001, with or without a checksum), its EVM address (0x and 40 hex digits) or its alias.',
  transactions: 'A transaction is named by its id (0.0.1001-1700000000-000000123 or 0.0.1001@1700000000.000000123), its consensus timestamp, its 48-byte hash or a 32-byte Ethereum hash.',
  blocks: 'A block is named by its number or its hash (48 bytes of hex, or the first 32).',
  schedules: 'A schedule is named by its id, such as 0.0.1001.',
  tokens: 'A token is named by its id, such as 0.0.1001.',
};

export interface NotFoundExplanation {
  heading: string;
  message: string;
  /** The form the identifier should take; shown when it was not one. */
  forms: string | null;
}

/** The not-found page's words for a path: `/accounts/abc` is not an account id, `/accounts/0.0.9` is not on the ledger. */
export function explainNotFound(pathname: string): NotFoundExplanation | null {
  const [, kind, item] = /^\/status\/(incident|maintenance)s\/([^/]+)$/.exec(pathname) ?? [];
  if (kind && item) return { heading: `No such ${kind}`, message: `This status page has no ${kind} “${decodeSegment(item)}”.`, forms: null };
  const [, section, encoded, rest] = /^\/(accounts|transactions|blocks|schedules|tokens)\/([^/]+)(?:\/(.+))?$/.exec(pathname) ?? [];
  if (!section || !encoded) return null;
  // Below an id only an account's tabs are pages; anything else is an unknown page, not a missing id.
  if (rest !== undefined && !(section === 'accounts' && (ACCOUNT_TAB_PATHS as readonly string[]).includes(rest))) return null;
  const raw = decodeSegment(encoded);
  const s = section as Section;
  const noun = NOUNS[s];
  if (pathId(s, raw) === null) {
    const article = /^[aeiou]/.test(noun) ? 'an' : 'a';
    return { heading: `Not a valid ${noun} identifier`, message: `“${raw}” cannot name ${article} ${noun}.`, forms: FORMS[s] };
  }
  return { heading: 'Not found on this network', message: `The ledger has no ${noun} ${raw}.`, forms: null };
}

/** A path segment as text; a stray `%` (already decoded once by the router) is kept rather than thrown on. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return segment.trim();
  }
}

/**
 * The not-found page's words for what the proxy found missing (`pathAndQuery`: the path and query it was asked), which
 * may be the network rather than the id.
 */
export function explainMissing(pathAndQuery: string, networks: Network[]): NotFoundExplanation | null {
  const url = new URL(pathAndQuery, 'http://missing');
  const asked = url.searchParams.get('network');
  if (!url.pathname.startsWith('/status/') && !findNetwork(networks, asked)) {
    return { heading: 'Unknown network', message: `This explorer has no network “${asked}”.`, forms: `Its networks: ${networks.map((n) => `${n.id} (${n.name})`).join(', ')}.` };
  }
  return explainNotFound(url.pathname);
}

/** The request header by which the proxy tells the not-found page which path it stands in for. */
export const MISSING_PATH_HEADER = 'x-lqs-missing-path';
