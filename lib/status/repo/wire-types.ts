import type { ComponentStatus } from '../statuses';

/** One entry of incident_update.affected_components, as stored (jsonb) and served. */
export interface AffectedComponentWire {
  code: string;
  name: string;
  old_status: ComponentStatus;
  new_status: ComponentStatus;
}
