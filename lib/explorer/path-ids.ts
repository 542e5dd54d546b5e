import { decodedOrNull } from '../core/uri';
import { findNetwork, type Network } from './networks';
import { classify } from './search';
import { nodeIdOfPath } from './nodes';
import { detailOf, matchDetailPath, type DetailSection } from './sections';

/** A 48-byte transaction hash in base64 (standard or URL-safe alphabet), which the API takes as well as hex. */
const BASE64_HASH = /^[A-Za-z0-9+/_-]{64}$/;

/**
 * The identifier in a detail page's path (`/accounts/{id}` …), checked before the API is asked, so a malformed one
 * never reaches it as a path (`..%2F` and the like) and the not-found page can say which of the two it was: a
 * well-formed id the ledger does not have, or something that is not an id of that kind at all.
 *
 * What to ask the API for, or null when `raw` cannot name anything in `section`. Checksums are dropped, a bare
 * number is the entity 0.0.n (a block number stays a number), transaction ids take the dash notation.
 */
export function pathId(section: DetailSection, raw: string): string | null {
  const value = raw.trim();
  const detail = detailOf(section);
  if (detail.base64Hash && BASE64_HASH.test(value) && !/^[0-9a-f]+$/i.test(value)) return value;
  // A pasted URL is for the search box; in a path it is not an id.
  if (value.includes('/') || value.includes(':')) return null;
  const { kinds, value: normal } = classify(value);
  const kind = kinds.find((k) => detail.accepts.includes(k));
  if (!kind) return null;
  if (detail.idAsTyped) return normal;
  if (kind === 'number') return `0.0.${normal}`;
  if (kind === 'hash-48' || kind === 'hash-32') return normal.replace(/^0x/i, '');
  return normal;
}

export interface NotFoundExplanation {
  heading: string;
  message: string;
  /** The form the identifier should take; shown when it was not one. */
  forms: string | null;
}

/** The not-found page's words for a path: `/accounts/abc` is not an account id, `/accounts/0.0.9` is not on the ledger. */
export function explainNotFound(pathname: string): NotFoundExplanation | null {
  const [, kind, item] = /^\/status\/(incident|maintenance)s\/([^/]+)$/.exec(pathname) ?? [];
  if (kind && item)
    return {
      heading: `No such ${kind}`,
      message: `This status page has no ${kind} “${decodeSegment(item)}”.`,
      forms: null,
    };
  const nodeId = nodeIdOfPath(pathname);
  if (nodeId === null)
    return {
      heading: 'Not a valid node identifier',
      message: `“${decodeSegment(pathname.slice('/nodes/'.length))}” cannot name a node.`,
      forms: 'A node is named by its node id, such as 3.',
    };
  if (nodeId !== undefined)
    return { heading: 'Not found on this network', message: `The address book has no node ${nodeId}.`, forms: null };
  const detail = matchDetailPath(pathname);
  if (!detail) return null;
  const { noun, forms, subpages = [], itemPages } = detailOf(detail.section);
  const raw = decodeSegment(detail.encodedId);
  const itemPath = detail.rest !== undefined && itemPages?.path.test(detail.rest) ? detail.rest : undefined;
  // Below an id only its subpages (an account's tabs) and item pages are pages; anything else is an unknown page.
  if (detail.rest !== undefined && !itemPath && !subpages.includes(detail.rest)) return null;
  if (pathId(detail.section, raw) === null) {
    const article = /^[aeiou]/.test(noun) ? 'an' : 'a';
    return { heading: `Not a valid ${noun} identifier`, message: `“${raw}” cannot name ${article} ${noun}.`, forms };
  }
  const id = pathId(detail.section, raw) ?? raw;
  return {
    heading: 'Not found on this network',
    message: itemPath && itemPages ? itemPages.missing(id, itemPath) : `The ledger has no ${noun} ${raw}.`,
    forms: null,
  };
}

/** A path segment as text; a stray `%` (already decoded once by the router) is kept rather than thrown on. */
export function decodeSegment(segment: string): string {
  return (decodedOrNull(segment) ?? segment).trim();
}

/**
 * The not-found page's words for what the proxy found missing (`pathAndQuery`: the path and query it was asked), which
 * may be the network rather than the id.
 */
export function explainMissing(pathAndQuery: string, networks: Network[]): NotFoundExplanation | null {
  const url = new URL(pathAndQuery, 'http://missing');
  const asked = url.searchParams.get('network');
  if (!url.pathname.startsWith('/status/') && !findNetwork(networks, asked)) {
    return {
      heading: 'Unknown network',
      message: `This explorer has no network “${asked}”.`,
      forms: `Its networks: ${networks.map((n) => `${n.id} (${n.name})`).join(', ')}.`,
    };
  }
  return explainNotFound(url.pathname);
}

/** The request header by which the proxy tells the not-found page which path it stands in for. */
export const MISSING_PATH_HEADER = 'x-lqs-missing-path';
