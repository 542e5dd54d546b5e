import type { Queryable } from '../../db';
import { newId } from '../ids';
import type { AnyIncidentStatus, Impact, IncidentKind } from '../statuses';
import type { AffectedComponentWire } from './incidents';

/** Writes to incidents, maintenances and their updates. Callers own the transaction. */

export interface NewIncident {
  id: string;
  kind: IncidentKind;
  name: string;
  status: AnyIncidentStatus;
  impact: Impact;
  impactOverride: Impact | null;
  /** created_at, updated_at and started_at. */
  at: Date;
  monitoringAt: Date | null;
  resolvedAt: Date | null;
  inProgressAt: Date | null;
  scheduledFor: Date | null;
  scheduledUntil: Date | null;
  autoInProgress: boolean;
  autoCompleted: boolean;
  autoMaintenanceState: boolean;
  autoOperationalState: boolean;
}

/** An authored incident or maintenance, at version 0: its first update (applyIncidentChange) makes version 1. */
export async function insertIncident(tx: Queryable, i: NewIncident): Promise<void> {
  await tx.query(
    `INSERT INTO status.incident (id, kind, name, status, impact, impact_override, created_at, updated_at,
       started_at, monitoring_at, resolved_at, in_progress_at, scheduled_for, scheduled_until,
       scheduled_auto_in_progress, scheduled_auto_completed, auto_transition_to_maintenance_state,
       auto_transition_to_operational_state, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 0)`,
    [
      i.id,
      i.kind,
      i.name,
      i.status,
      i.impact,
      i.impactOverride,
      i.at,
      i.monitoringAt,
      i.resolvedAt,
      i.inProgressAt,
      i.scheduledFor,
      i.scheduledUntil,
      i.autoInProgress,
      i.autoCompleted,
      i.autoMaintenanceState,
      i.autoOperationalState,
    ],
  );
}

export interface IncidentStateChange {
  status: AnyIncidentStatus;
  impact: Impact;
  at: Date;
  /** Milestone columns the move reaches; each is set only the first time. */
  milestones: readonly ('monitoring_at' | 'resolved_at' | 'in_progress_at')[];
  name?: string;
  impactOverride?: Impact | null;
}

/** Status, impact, milestones and optional name/override in one statement, bumping the version. */
export async function updateIncidentState(tx: Queryable, id: string, c: IncidentStateChange): Promise<void> {
  const sets = ['status = $2', 'impact = $3', 'updated_at = greatest(updated_at, $4)', 'version = version + 1'];
  const params: unknown[] = [id, c.status, c.impact, c.at];
  for (const column of c.milestones) sets.push(`${column} = coalesce(${column}, $4)`);
  if (c.name !== undefined) sets.push(`name = $${params.push(c.name)}`);
  if (c.impactOverride !== undefined) sets.push(`impact_override = $${params.push(c.impactOverride)}`);
  await tx.query(`UPDATE status.incident SET ${sets.join(', ')} WHERE id = $1`, params);
}

export async function setSchedule(tx: Queryable, id: string, from: Date | null, until: Date | null): Promise<void> {
  await tx.query('UPDATE status.incident SET scheduled_for = $2, scheduled_until = $3 WHERE id = $1', [
    id,
    from,
    until,
  ]);
}

export const MAINTENANCE_FLAGS = [
  'scheduled_auto_in_progress',
  'scheduled_auto_completed',
  'auto_transition_to_maintenance_state',
  'auto_transition_to_operational_state',
] as const;
export type MaintenanceFlag = (typeof MAINTENANCE_FLAGS)[number];

export async function setMaintenanceFlag(
  tx: Queryable,
  id: string,
  flag: MaintenanceFlag,
  value: boolean,
): Promise<void> {
  if (!MAINTENANCE_FLAGS.includes(flag)) throw new Error(`not a maintenance flag: ${String(flag)}`);
  await tx.query(`UPDATE status.incident SET ${flag} = $2 WHERE id = $1`, [id, value]);
}

export async function deleteIncidentRow(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM status.incident WHERE id = $1', [id]);
}

export interface AutoIncident {
  name: string;
  impact: Impact;
  createdAt: Date;
  resolvedAt: Date;
  startedAt: Date;
  /** The outage's key; a second insert with the same key does nothing. */
  key: string;
  componentId: string;
}

/** A resolved incident found in the ledger's history, listing its component; its id, or null when the key exists. */
export async function insertAutoIncident(tx: Queryable, a: AutoIncident): Promise<string | null> {
  const id = newId();
  const inserted = await tx.query(
    `INSERT INTO status.incident (id, kind, name, status, impact, created_at, updated_at, started_at, resolved_at,
                                  auto_key)
     VALUES ($1, 'incident', $2, 'resolved', $3, $4, $5, $6, $5, $7)
     ON CONFLICT (auto_key) DO NOTHING RETURNING id`,
    [id, a.name, a.impact, a.createdAt, a.resolvedAt, a.startedAt, a.key],
  );
  if (inserted.length === 0) return null;
  await tx.query(
    `INSERT INTO status.incident_component (incident_id, component_id, status) VALUES ($1, $2, 'operational')`,
    [id, a.componentId],
  );
  return id;
}

export interface NewUpdate {
  incidentId: string;
  status: AnyIncidentStatus;
  body: string;
  /** created_at (and updated_at). */
  at: Date;
  /** display_at; defaults to `at` (back-dated or scheduled updates differ). */
  displayAt?: Date;
  affected: AffectedComponentWire[] | null;
  deliverNotifications?: boolean;
}

export async function insertUpdate(tx: Queryable, u: NewUpdate): Promise<string> {
  const id = newId();
  await tx.query(
    `INSERT INTO status.incident_update (id, incident_id, status, body, created_at, updated_at, display_at,
                                         affected_components, deliver_notifications)
     VALUES ($1, $2, $3, $4, $5, $5, $8, $6::jsonb, $7)`,
    [
      id,
      u.incidentId,
      u.status,
      u.body,
      u.at,
      u.affected ? JSON.stringify(u.affected) : null,
      u.deliverNotifications ?? true,
      u.displayAt ?? u.at,
    ],
  );
  return id;
}

export interface UpdateEdit {
  body?: string;
  displayAt?: Date;
  deliverNotifications?: boolean;
  at: Date;
}

/** Corrects a posted update of `incidentId` (its text, its shown time, its flag); answers whether it exists. */
export async function editUpdate(tx: Queryable, incidentId: string, updateId: string, e: UpdateEdit): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE status.incident_update
        SET body = coalesce($3, body), display_at = coalesce($4, display_at),
            deliver_notifications = coalesce($5, deliver_notifications), updated_at = greatest(updated_at, $6)
      WHERE id = $2 AND incident_id = $1 RETURNING id`,
    [incidentId, updateId, e.body ?? null, e.displayAt ?? null, e.deliverNotifications ?? null, e.at],
  );
  if (rows.length === 0) return false;
  await tx.query(
    'UPDATE status.incident SET updated_at = greatest(updated_at, $2), version = version + 1 WHERE id = $1',
    [incidentId, e.at],
  );
  return true;
}
