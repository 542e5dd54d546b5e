import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { explorerNetworks, loadOptional, optionalGetter } from './load';
import { findNetwork, type Network } from './networks';
import { nodeApiPath, nodeIdOfPath } from './nodes';
import { decodeSegment, pathId } from './path-ids';
import { transactionNamedBy } from './resolve';
import { detailApiPath, detailOf, itemApiPath, matchDetailPath, type DetailSection } from './sections';

/**
 * Whether a page request names something that is not there: an unknown network, a malformed or unknown id, an
 * account tab that does not exist (status items: lib/status/read/missing-item.ts). The proxy answers those with the not-found
 * page before the page renders, because a page's own notFound() gets only an empty HTML shell from Next.js
 * (vercel/next.js#62228: the text appears only once JavaScript runs), while an unmatched route is rendered whole.
 * The pages keep their own notFound() for what changes between the two reads.
 */
export async function isMissingPage(pathname: string, query: URLSearchParams): Promise<boolean> {
  const network = findNetwork(explorerNetworks(), query.get('network'));
  if (!network) return true;
  const nodeId = nodeIdOfPath(pathname);
  if (nodeId !== undefined) return nodeId === null || !(await nodeExists(network, nodeId));
  const detail = matchDetailPath(pathname);
  if (!detail) return false;
  const { section, rest } = detail;
  const { subpages, ownRoutes = [], itemPages } = detailOf(section);
  if (rest !== undefined && itemPages?.path.test(rest))
    return !(await itemExists(network, section, decodeSegment(detail.encodedId), rest));
  if (rest !== undefined) {
    // Other paths below an id match no route (Next.js renders those 404s itself), except a section's catch-all of
    // subpages (the account's tabs); its own routes (the account's CSV download) answer for themselves.
    if (subpages === undefined || ownRoutes.includes(rest)) return false;
    if (!subpages.includes(rest)) return true;
  }
  return !(await exists(network, section, decodeSegment(detail.encodedId)));
}

const Anything = z.unknown();
const Listed = z.object({ transactions: z.array(z.unknown()) });

/**
 * Ids that were found stay found (the ledger only grows; a deleted account still has its page), so a hit is kept
 * for a minute and the proxy's read is not repeated on every visit; a miss is asked again next time.
 */
const found = new LRUCache<string, true>({ max: 20_000, ttl: 60_000 });

async function exists(network: Network, section: DetailSection, raw: string): Promise<boolean> {
  const id = pathId(section, raw);
  if (id === null) return false;
  // Another network is read over HTTP: asking it twice (here and in the page) would double every page's wait, so
  // only the id's form is checked here and the page answers an unknown one itself.
  if (network.base) return true;
  const key = `${network.id}|${section}|${id}`;
  if (found.has(key)) return true;
  const yes = await lookUp(network, section, raw, id);
  if (yes) found.set(key, true);
  return yes;
}

/** A node is in the address book or not; asked every time (the book changes, and the read is one indexed row). */
async function nodeExists(network: Network, nodeId: string): Promise<boolean> {
  if (network.base) return true;
  const answer = await loadOptional(network, nodeApiPath(nodeId), z.object({ nodes: z.array(z.unknown()) }));
  return (answer?.nodes.length ?? 0) > 0;
}

/** An item below an id (a token's NFT): read at the same path below the id's resource, asked every time (it may be burned). */
async function itemExists(network: Network, section: DetailSection, raw: string, rest: string): Promise<boolean> {
  const id = pathId(section, raw);
  if (id === null) return false;
  if (network.base) return true;
  return (await loadOptional(network, `${itemApiPath(section, id)}/${rest}`, Anything)) !== null;
}

async function lookUp(network: Network, section: DetailSection, raw: string, id: string): Promise<boolean> {
  if (section === 'transactions') {
    // The transaction page also takes a consensus timestamp or a 32-byte hash, and moves to the id it names.
    const named = await transactionNamedBy(raw, optionalGetter(network));
    if (named !== null) return named !== undefined;
    const byId = await loadOptional(network, detailApiPath(section, id), Listed);
    return (byId?.transactions.length ?? 0) > 0;
  }
  return (await loadOptional(network, detailApiPath(section, id), Anything)) !== null;
}
