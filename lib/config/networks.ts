/**
 * The explorer's networks, as configured: this server (no base URL, read in process) plus any Mirror-Node-compatible
 * base URL listed in `EXPLORER_NETWORKS`, e.g. `testnet=https://testnet.mirrornode.hedera.com,https://mirror.example.org`.
 */
export interface Network {
  id: string;
  name: string;
  /** '' = this server. */
  base: string;
}

export const LOCAL_NETWORK: Network = { id: 'local', name: 'This server', base: '' };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Parses the configuration value; malformed entries are reported, not silently dropped. */
export function parseNetworks(value: string | undefined): Network[] {
  const networks: Network[] = [LOCAL_NETWORK];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const eq = entry.indexOf('=');
    const name = eq > 0 ? entry.slice(0, eq).trim() : '';
    const url = (eq > 0 ? entry.slice(eq + 1) : entry).trim();
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`EXPLORER_NETWORKS: "${entry}" is not name=URL or URL`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      throw new Error(`EXPLORER_NETWORKS: "${url}" must be http(s)`);
    const label = name || parsed.host;
    const id = slug(label);
    if (!id || networks.some((n) => n.id === id))
      throw new Error(`EXPLORER_NETWORKS: duplicate or empty network "${label}"`);
    networks.push({ id, name: label, base: `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}` });
  }
  return networks;
}
