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
import { rollup } from '../rollup';
import { serializeComponent, serializeIncident } from '../serialize';
import { listIncidents, type IncidentList } from '../store/incidents';
import type { StatusView } from '../page-view';

/**
 * The eight Statuspage v2 documents (facts §1.1), built together once per page revision (public-view.ts). Each
 * answer starts with `page`, in Statuspage's key order.
 */
export interface V2Documents {
  summary: SummaryResponse;
  status: StatusResponse;
  components: ComponentsResponse;
  incidents: IncidentsResponse;
  unresolvedIncidents: IncidentsResponse;
  scheduledMaintenances: ScheduledMaintenancesResponse;
  upcomingMaintenances: ScheduledMaintenancesResponse;
  activeMaintenances: ScheduledMaintenancesResponse;
}

async function listed(ctx: StatusContext, view: StatusView, list: IncidentList, limit: number) {
  const details = await listIncidents(ctx.db, list, limit);
  return details.map((d) => serializeIncident(d, view.byId, view.wire));
}

export async function buildV2Documents(ctx: StatusContext, view: StatusView): Promise<V2Documents> {
  // Unresolved incidents and active or upcoming maintenances are never capped: a reader must see every open one.
  const [unresolved, active, upcoming, recentIncidents, recentMaintenances] = await Promise.all([
    listed(ctx, view, 'unresolved', 1_000) as Promise<Incident[]>,
    listed(ctx, view, 'active', 1_000) as Promise<Maintenance[]>,
    listed(ctx, view, 'upcoming', 1_000) as Promise<Maintenance[]>,
    listed(ctx, view, 'incidents', STATUS_SETTINGS.recentLimit) as Promise<Incident[]>,
    listed(ctx, view, 'maintenances', STATUS_SETTINGS.recentLimit) as Promise<Maintenance[]>,
  ]);
  const page = view.pageWire;
  const components = view.components.map((c) => serializeComponent(c, view.wire));
  const leaves = view.components.filter((c) => !c.row.is_group).map((c) => c.status);
  const status = rollup(
    leaves,
    unresolved.map((i) => i.impact),
  );
  return {
    summary: { page, components, incidents: unresolved, scheduled_maintenances: [...active, ...upcoming], status },
    status: { page, status },
    components: { page, components },
    incidents: { page, incidents: recentIncidents },
    unresolvedIncidents: { page, incidents: unresolved },
    scheduledMaintenances: { page, scheduled_maintenances: recentMaintenances },
    upcomingMaintenances: { page, scheduled_maintenances: upcoming },
    activeMaintenances: { page, scheduled_maintenances: active },
  };
}
