import type { Queryable } from '../../db';
import { upsertHealthComponent, type HealthComponent } from '../store/component-writes';
import type { AddressBookNode } from './ledger-reads';
import { HEALTH_KEYS, MIRROR_API_NAME, individualNodesName, networkUptimeName, nodeName } from './names';

/** A health component before it is stored: its parent named by health key, its start date not known yet. */
export interface HealthComponentSpec extends Omit<HealthComponent, 'groupId' | 'startDate'> {
  /** Health key of the parent group. */
  groupKey: string | null;
}

/** The components the served network gets by default (issue 4), one per address-book node in the group. */
export function healthComponentSpecs(network: string, nodes: readonly AddressBookNode[]): HealthComponentSpec[] {
  const specs: HealthComponentSpec[] = [
    {
      key: HEALTH_KEYS.network,
      name: networkUptimeName(network),
      description: 'Block production: the age of the newest block on the ledger.',
      position: 1,
      showcase: true,
      isGroup: false,
      groupKey: null,
    },
    {
      key: HEALTH_KEYS.nodes,
      name: individualNodesName(network),
      description: 'Consensus nodes from the address book; a node is down when it handles no transactions.',
      position: 2,
      showcase: false,
      isGroup: true,
      groupKey: null,
    },
    {
      key: HEALTH_KEYS.mirrorApi,
      name: MIRROR_API_NAME,
      description: 'This service’s REST API: readiness and latency of its database.',
      position: 3,
      showcase: true,
      isGroup: false,
      groupKey: null,
    },
  ];
  for (const node of nodes) {
    specs.push({
      key: HEALTH_KEYS.node(node.node_id),
      name: nodeName(node.node_id, node.node_account_id, node.description),
      description: null,
      position: Number(node.node_id) + 1,
      showcase: true,
      isGroup: false,
      groupKey: HEALTH_KEYS.nodes,
    });
  }
  return specs;
}

/**
 * Creates missing health components and keeps their names in step with the ledger (a renamed network or a new
 * node description). Idempotent: ON CONFLICT on health_key, and an unchanged name writes nothing. Authors' edits
 * to description, showcase and position are kept.
 */
export async function syncHealthComponents(
  tx: Queryable,
  specs: readonly HealthComponentSpec[],
  now: Date,
  startDate: string | null,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  // Groups first, so children can point at them.
  const ordered = [...specs].sort((a, b) => Number(b.isGroup) - Number(a.isGroup));
  for (const spec of ordered) {
    const groupId = spec.groupKey ? (ids.get(spec.groupKey) ?? null) : null;
    const component = { ...spec, groupId, startDate: spec.isGroup ? null : startDate };
    ids.set(spec.key, await upsertHealthComponent(tx, component, now));
  }
  return ids;
}
