/**
 * HIP-1137 registered nodes (block nodes, mirror nodes, RPC relays, general services) on the explorer's nodes page,
 * and the ones a consensus node vouches for on its page. They have no page of their own: each is a row of the
 * nodes page, reached by its anchor.
 */
import { followPages } from '../client/fetch-parsed';
import { HttpError } from '../client/query-client';
import {
  RegisteredNodesResponse,
  type RegisteredNode,
  type RegisteredServiceEndpoint,
} from '../schemas/v1/registered-node';
import { load } from './load';
import type { Network } from './networks';

/** A ledger has a handful; 10 pages of 100 is far more than any network registers. */
const MAX_PAGES = 10;

export const registeredNodeAnchor = (id: bigint | number | string) => `registered-node-${id}`;
export const registeredNodeHref = (id: bigint | number | string) => `/nodes#${registeredNodeAnchor(id)}`;

const TYPE_WORDS: Record<RegisteredServiceEndpoint['type'], string> = {
  BLOCK_NODE: 'Block node',
  GENERAL_SERVICE: 'General service',
  MIRROR_NODE: 'Mirror node',
  RPC_RELAY: 'RPC relay',
};

export const endpointTypeWords = (type: RegisteredServiceEndpoint['type']) => TYPE_WORDS[type];

/** `block.example.com:40840, TLS`: where it listens and whether it requires TLS. */
export function endpointAddress(e: RegisteredServiceEndpoint): string {
  return `${e.domain_name ?? e.ip_address ?? '?'}:${e.port}${e.requires_tls ? ', TLS' : ''}`;
}

/** The kinds a node's endpoints serve, each once, in words. */
export function nodeTypes(node: RegisteredNode): string {
  return [...new Set(node.service_endpoints.map((e) => TYPE_WORDS[e.type]))].join(', ') || '—';
}

/**
 * Every registered node of the network, or null when its mirror does not serve the endpoint (a Mirror Node before
 * 0.153 answers 404): the page then leaves the section out rather than failing.
 */
export async function loadRegisteredNodes(network: Network): Promise<RegisteredNode[] | null> {
  const nodes: RegisteredNode[] = [];
  try {
    for await (const page of followPages(
      '/api/v1/network/registered-nodes?limit=100',
      (path) => load(network, path, RegisteredNodesResponse),
      MAX_PAGES,
    )) {
      nodes.push(...page.registered_nodes);
    }
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
  return nodes;
}
