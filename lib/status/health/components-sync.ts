import type { Queryable } from '../../db';
import { newId } from '../ids';
import type { AddressBookNode } from './ledger-reads';
import { HEALTH_KEYS, MIRROR_API_NAME, individualNodesName, networkUptimeName, nodeName } from './names';

export interface HealthComponentSpec {
  key: string;
  name: string;
  description: string | null;
  position: number;
  showcase: boolean;
  isGroup: boolean;
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
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO status.component (id, name, description, position, showcase, is_group, group_id, health_key,
                                     start_date, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $10)
       ON CONFLICT (health_key) DO UPDATE
         SET name = EXCLUDED.name, updated_at = EXCLUDED.updated_at, version = status.component.version + 1
         WHERE status.component.name IS DISTINCT FROM EXCLUDED.name
       RETURNING id`,
      [newId(), spec.name, spec.description, spec.position, spec.showcase, spec.isGroup, groupId, spec.key,
        spec.isGroup ? null : startDate, now],
    );
    const id = row?.id ?? (await idOfKey(tx, spec.key));
    ids.set(spec.key, id);
  }
  return ids;
}

async function idOfKey(tx: Queryable, key: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>('SELECT id FROM status.component WHERE health_key = $1', [key]);
  if (!row) throw new Error(`health component ${key} missing after upsert`);
  return row.id;
}

/** Stores a computed status when it changed, so updated_at tells when; returns whether it changed. */
export async function storeComputedStatus(tx: Queryable, id: string, status: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE status.component SET computed_status = $2, computed_changed_at = $3
      WHERE id = $1 AND computed_status IS DISTINCT FROM $2 RETURNING id`,
    [id, status, now],
  );
  return rows.length > 0;
}
