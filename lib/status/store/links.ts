import type { Queryable } from '../../db';
import { PINNING_STATES, type ComponentStatus } from '../statuses';

/** status.incident_component: which components an incident lists, and the status it set on each. */

/** Components whose status an unresolved incident or an active maintenance has set, so it wins. */
export async function pinnedComponentIds(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ component_id: string }>(
    `SELECT DISTINCT ic.component_id FROM status.incident_component ic
       JOIN status.incident i ON i.id = ic.incident_id
      WHERE ic.status IS NOT NULL AND i.status = ANY($1::text[])`,
    [PINNING_STATES],
  );
  return new Set(rows.map((r) => r.component_id));
}

/** The statuses open incidents and active maintenances hold on one component. */
export async function pinsOn(tx: Queryable, componentId: string): Promise<ComponentStatus[]> {
  const rows = await tx.query<{ status: ComponentStatus }>(
    `SELECT ic.status FROM status.incident_component ic JOIN status.incident i ON i.id = ic.incident_id
      WHERE ic.component_id = $1 AND ic.status IS NOT NULL AND i.status = ANY($2::text[])`,
    [componentId, PINNING_STATES],
  );
  return rows.map((r) => r.status);
}

/** Lists the component on the incident; a null status keeps the one it set before. */
export async function linkComponent(
  tx: Queryable,
  incidentId: string,
  componentId: string,
  status: ComponentStatus | null,
) {
  await tx.query(
    `INSERT INTO status.incident_component (incident_id, component_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (incident_id, component_id) DO UPDATE SET status = coalesce($3, status.incident_component.status)`,
    [incidentId, componentId, status],
  );
}

/** Drops every component of the incident but `keep`; returns the dropped ids. */
export async function unlinkAllBut(tx: Queryable, incidentId: string, keep: readonly string[]): Promise<string[]> {
  const dropped = await tx.query<{ component_id: string }>(
    `DELETE FROM status.incident_component WHERE incident_id = $1 AND NOT (component_id = ANY($2::text[]))
     RETURNING component_id`,
    [incidentId, keep],
  );
  return dropped.map((d) => d.component_id);
}

export async function linkedComponentIds(tx: Queryable, incidentId: string): Promise<string[]> {
  const rows = await tx.query<{ component_id: string }>(
    'SELECT component_id FROM status.incident_component WHERE incident_id = $1',
    [incidentId],
  );
  return rows.map((r) => r.component_id);
}

/** Computed components this incident has set a status on (the ones it pins while open). */
export async function computedLinks(tx: Queryable, incidentId: string): Promise<string[]> {
  const rows = await tx.query<{ component_id: string }>(
    `SELECT ic.component_id FROM status.incident_component ic JOIN status.component c ON c.id = ic.component_id
      WHERE ic.incident_id = $1 AND ic.status IS NOT NULL AND c.health_key IS NOT NULL`,
    [incidentId],
  );
  return rows.map((r) => r.component_id);
}
