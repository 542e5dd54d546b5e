import type {
  ComponentsResponse,
  Incident,
  IncidentsResponse,
  Maintenance,
  ScheduledMaintenancesResponse,
  StatusResponse,
  SummaryResponse,
} from '../../schemas/status';
import { STATUS_SETTINGS, type StatusContext } from '../context';
import { rollup, type PageStatus } from '../rollup';
import { serializeComponent, serializeIncident } from '../serialize';
import type { Impact } from '../statuses';
import { listIncidents, type IncidentList } from '../store/incidents';
import { loadView, type StatusView } from './view';

/**
 * The eight Statuspage v2 endpoints (facts §1.1). Each answer starts with `page`, in Statuspage's key order. Pure
 * reads: v2Route calls ensureFresh before them.
 */

function pageStatus(view: StatusView, openImpacts: Impact[]): PageStatus {
  const leaves = view.components.filter((c) => !c.row.is_group).map((c) => c.status);
  return rollup(leaves, openImpacts);
}

async function incidentsOf(ctx: StatusContext, view: StatusView, list: IncidentList, limit: number) {
  const details = await listIncidents(ctx.db, list, limit);
  return details.map((d) => serializeIncident(d, view.byId, view.wire));
}

export async function summary(ctx: StatusContext): Promise<SummaryResponse> {
  const view = await loadView(ctx);
  // Unresolved incidents are never capped: a reader must see every open one.
  const incidents = (await incidentsOf(ctx, view, 'unresolved', 1_000)) as Incident[];
  const active = (await incidentsOf(ctx, view, 'active', 1_000)) as Maintenance[];
  const upcoming = (await incidentsOf(ctx, view, 'upcoming', 1_000)) as Maintenance[];
  return {
    page: view.pageWire,
    components: view.components.map((c) => serializeComponent(c, view.wire)),
    incidents,
    scheduled_maintenances: [...active, ...upcoming],
    status: pageStatus(view, incidents.map((i) => i.impact)),
  };
}

export async function status(ctx: StatusContext): Promise<StatusResponse> {
  const view = await loadView(ctx);
  const open = await listIncidents(ctx.db, 'unresolved', 1_000);
  return {
    page: view.pageWire,
    status: pageStatus(view, open.map((d) => d.incident.impact_override ?? d.incident.impact)),
  };
}

export async function components(ctx: StatusContext): Promise<ComponentsResponse> {
  const view = await loadView(ctx);
  return { page: view.pageWire, components: view.components.map((c) => serializeComponent(c, view.wire)) };
}

async function incidentList(ctx: StatusContext, list: 'incidents' | 'unresolved'): Promise<IncidentsResponse> {
  const view = await loadView(ctx);
  const limit = list === 'incidents' ? STATUS_SETTINGS.recentLimit : 1_000;
  return { page: view.pageWire, incidents: (await incidentsOf(ctx, view, list, limit)) as Incident[] };
}

async function maintenanceList(
  ctx: StatusContext,
  list: 'maintenances' | 'upcoming' | 'active',
): Promise<ScheduledMaintenancesResponse> {
  const view = await loadView(ctx);
  const limit = list === 'maintenances' ? STATUS_SETTINGS.recentLimit : 1_000;
  return { page: view.pageWire, scheduled_maintenances: (await incidentsOf(ctx, view, list, limit)) as Maintenance[] };
}

export const incidents = (ctx: StatusContext) => incidentList(ctx, 'incidents');
export const unresolvedIncidents = (ctx: StatusContext) => incidentList(ctx, 'unresolved');
export const scheduledMaintenances = (ctx: StatusContext) => maintenanceList(ctx, 'maintenances');
export const upcomingMaintenances = (ctx: StatusContext) => maintenanceList(ctx, 'upcoming');
export const activeMaintenances = (ctx: StatusContext) => maintenanceList(ctx, 'active');
