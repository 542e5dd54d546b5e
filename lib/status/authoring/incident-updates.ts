import type { IncidentUpdateEditBody } from '../../schemas/status';
import type { StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { serializeUpdate } from '../serialize';
import { editUpdate } from '../store/incident-writes';
import { findIncident, incidentDetail } from '../store/incidents';
import { touchPage } from '../store/page';
import { writeTime } from '../write-time';
import { openPage } from './common';
import type { ManageRequest, ManageResult } from './request';

type UpdateParams = { page_id: string; incident_id: string; incident_update_id: string };

/**
 * PATCH/PUT incidents/{id}/incident_updates/{id}: Statuspage's correction of a posted update — its body, the time
 * it is shown at, its deliver_notifications flag. A correction notifies nobody (it is not a new update). We post
 * nothing to Twitter, so wants_twitter_update: true is refused rather than dropped.
 */
export async function editIncidentUpdate(
  ctx: StatusContext,
  req: ManageRequest<UpdateParams, IncidentUpdateEditBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const b = req.body.incident_update;
  if (b.wants_twitter_update === true)
    throw unprocessable('incident_update.wants_twitter_update: this page posts no Twitter updates');
  const body = await ctx.db.transaction(async (tx) => {
    const incident = await findIncident(tx, req.params.incident_id, true);
    if (!incident) throw notFound('incident');
    const at = writeTime(ctx.clock, incident.updated_at);
    const edit = {
      body: b.body,
      displayAt: b.display_at === undefined ? undefined : new Date(b.display_at),
      deliverNotifications: b.deliver_notifications,
      at,
    };
    if (!(await editUpdate(tx, incident.id, req.params.incident_update_id, edit))) throw notFound('incident_update');
    await touchPage(tx, at);
    const update = (await incidentDetail(tx, incident.id))?.updates.find((u) => u.id === req.params.incident_update_id);
    if (!update) throw notFound('incident_update');
    return serializeUpdate(update, wire.timeZone);
  });
  return { body };
}
