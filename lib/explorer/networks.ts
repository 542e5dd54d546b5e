/**
 * The explorer's networks: this server (no base URL, read in process) plus any Mirror-Node-compatible base URL listed
 * in `EXPLORER_NETWORKS`, e.g. `testnet=https://testnet.mirrornode.hedera.com,https://mirror.example.org`.
 * The network is part of every explorer URL as `?network=<id>`; no parameter means this server.
 */
import { LOCAL_NETWORK, type Network } from '../config/networks';

export { LOCAL_NETWORK, parseNetworks, type Network } from '../config/networks';

/** The network named by `?network=`; undefined when the id is unknown (the page answers 404). */
export function findNetwork(networks: Network[], id: string | null | undefined): Network | undefined {
  if (!id) return networks[0] ?? LOCAL_NETWORK;
  return networks.find((n) => n.id === id);
}

/** Adds (or keeps out, for this server) the network parameter on an explorer link. */
export function withNetwork(href: string, networkId: string | null | undefined): string {
  if (!networkId || networkId === LOCAL_NETWORK.id) return href;
  const [path = '', hash] = href.split('#', 2);
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}network=${encodeURIComponent(networkId)}${hash === undefined ? '' : `#${hash}`}`;
}
