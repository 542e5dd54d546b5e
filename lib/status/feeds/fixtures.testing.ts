import { IncidentSchema, MaintenanceSchema, type Incident, type Maintenance } from '../../schemas/status';

/** Wire-valid incident and maintenance samples for the feed tests, with text that needs escaping. */
const component = {
  id: 'node00000007',
  name: 'Node 4 (account 0.0.7) | Hosted by "R&D" <Lab>',
  status: 'operational' as const,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-10T13:00:00.000Z',
  position: 5,
  description: null,
  showcase: true,
  start_date: null,
  group_id: null,
  page_id: 'page00000001',
  group: false,
  only_show_if_degraded: false,
};

const update = (id: string, status: Incident['status'] | Maintenance['status'], body: string, at: string) => ({
  id,
  status,
  body,
  incident_id: 'inc000000001',
  created_at: at,
  updated_at: at,
  display_at: at,
  affected_components: [
    {
      code: component.id,
      name: component.name,
      old_status: 'operational' as const,
      new_status: 'major_outage' as const,
    },
  ],
  deliver_notifications: true,
  custom_tweet: null,
  tweet_id: null,
});

export const incident: Incident = IncidentSchema.parse({
  id: 'inc000000001',
  name: 'Node 4 <silent> & unreachable',
  status: 'resolved',
  created_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-10T13:00:00.000Z',
  monitoring_at: null,
  resolved_at: '2026-03-10T13:00:00.000Z',
  impact: 'critical',
  shortlink: 'http://status.test/status/incidents/inc000000001',
  started_at: '2026-03-10T12:00:00.000Z',
  page_id: 'page00000001',
  incident_updates: [
    update('upd000000002', 'resolved', 'Back to normal.\nThanks for your patience.', '2026-03-10T13:00:00.000Z'),
    update(
      'upd000000001',
      'investigating',
      'No transactions through node 4 since 12:00 & counting',
      '2026-03-10T12:00:00.000Z',
    ),
  ],
  components: [component],
});

export const maintenance: Maintenance = MaintenanceSchema.parse({
  ...incident,
  id: 'mnt000000001',
  name: 'Upgrade to v0.77',
  status: 'scheduled',
  impact: 'maintenance',
  resolved_at: null,
  incident_updates: [update('upd000000003', 'scheduled', 'The network will be upgraded.', '2026-03-09T10:00:00.000Z')],
  scheduled_for: '2026-03-12T10:00:00.000Z',
  scheduled_until: '2026-03-12T11:00:00.000Z',
});
