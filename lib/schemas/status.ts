import { z } from 'zod';

/**
 * Wire shapes of the status API: Atlassian Statuspage public API v2 (facts/status-page.md §1) and the subset of
 * its Manage API v1 request bodies we accept. Server, tests and UI share these. Response objects are strict so a
 * test fails on any key Statuspage does not have; request bodies drop unknown keys, because real Statuspage
 * clients send fields we do not use (metadata, reminder_intervals, ...).
 */

const id = z.string().regex(/^[a-z0-9]{12}$/, 'must be a 12-character lowercase id');
/** ISO-8601 with milliseconds and the page zone's offset: `2022-02-15T13:37:37.407-08:00` or `…Z`. */
const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|[+-]\d{2}:\d{2})$/);
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

// ---- request-side building blocks: what the status store can hold, so bad input is a 400, never a 500 --------

/** Text a person wrote: PostgreSQL text cannot hold NUL. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'must not contain NUL characters');
const FIRST_YEAR = 1970;
const LAST_YEAR = 9999;
const inYears = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};
/** A real calendar day (no 2026-02-30) between 1970 and 9999. */
const writableDate = calendarDate.refine((v) => {
  const ms = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(v) && inYears(ms);
}, `must be a real date YYYY-MM-DD between ${FIRST_YEAR} and ${LAST_YEAR}`);
const writableTime = z.iso
  .datetime({ offset: true })
  .refine((v) => inYears(Date.parse(v)), `must be a time between ${FIRST_YEAR} and ${LAST_YEAR}`);
/** Display order; a PostgreSQL integer column. */
const position = z.number().int().min(1).max(1_000_000);
/** More ids than a page has components is a mistake (or an attack), not a request. */
const idList = z.array(z.string().regex(/^[a-z0-9]{12}$/, 'must be a 12-character lowercase id')).max(1_000);

export const ComponentStatusSchema = z.enum([
  'operational',
  'under_maintenance',
  'degraded_performance',
  'partial_outage',
  'major_outage',
]);
export const IncidentStatusSchema = z.enum(['investigating', 'identified', 'monitoring', 'resolved', 'postmortem']);
export const MaintenanceStatusSchema = z.enum(['scheduled', 'in_progress', 'verifying', 'completed']);
export const AnyIncidentStatusSchema = z.enum([...IncidentStatusSchema.options, ...MaintenanceStatusSchema.options]);
export const ImpactSchema = z.enum(['none', 'minor', 'major', 'critical', 'maintenance']);
export const IndicatorSchema = z.enum(['none', 'minor', 'major', 'critical']);

export const PageSchema = z.strictObject({
  id,
  name: z.string(),
  url: z.string(),
  time_zone: z.string(),
  updated_at: timestamp,
});
export type Page = z.infer<typeof PageSchema>;

export const StatusSchema = z.strictObject({ indicator: IndicatorSchema, description: z.string() });
export type Status = z.infer<typeof StatusSchema>;

export const ComponentSchema = z.strictObject({
  id,
  name: z.string(),
  status: ComponentStatusSchema,
  created_at: timestamp,
  updated_at: timestamp,
  position: z.number().int(),
  description: z.string().nullable(),
  showcase: z.boolean(),
  start_date: calendarDate.nullable(),
  group_id: id.nullable(),
  page_id: id,
  group: z.boolean(),
  only_show_if_degraded: z.boolean(),
  /** Only on group rows: the child component ids. */
  components: z.array(id).optional(),
});
export type Component = z.infer<typeof ComponentSchema>;

export const AffectedComponentSchema = z.strictObject({
  code: id,
  name: z.string(),
  old_status: ComponentStatusSchema,
  new_status: ComponentStatusSchema,
});
export type AffectedComponent = z.infer<typeof AffectedComponentSchema>;

export const IncidentUpdateSchema = z.strictObject({
  id,
  status: AnyIncidentStatusSchema,
  body: z.string(),
  incident_id: id,
  created_at: timestamp,
  updated_at: timestamp,
  display_at: timestamp,
  affected_components: z.array(AffectedComponentSchema).nullable(),
  deliver_notifications: z.boolean(),
  custom_tweet: z.null(),
  tweet_id: z.null(),
});
export type IncidentUpdate = z.infer<typeof IncidentUpdateSchema>;

const incidentFields = {
  id,
  name: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  monitoring_at: timestamp.nullable(),
  resolved_at: timestamp.nullable(),
  impact: ImpactSchema,
  shortlink: z.string(),
  started_at: timestamp,
  page_id: id,
  incident_updates: z.array(IncidentUpdateSchema),
  components: z.array(ComponentSchema),
};

export const IncidentSchema = z.strictObject({ ...incidentFields, status: IncidentStatusSchema });
export type Incident = z.infer<typeof IncidentSchema>;

export const MaintenanceSchema = z.strictObject({
  ...incidentFields,
  status: MaintenanceStatusSchema,
  scheduled_for: timestamp,
  scheduled_until: timestamp,
});
export type Maintenance = z.infer<typeof MaintenanceSchema>;

export const SummaryResponseSchema = z.strictObject({
  page: PageSchema,
  components: z.array(ComponentSchema),
  incidents: z.array(IncidentSchema),
  scheduled_maintenances: z.array(MaintenanceSchema),
  status: StatusSchema,
});
export type SummaryResponse = z.infer<typeof SummaryResponseSchema>;

export const StatusResponseSchema = z.strictObject({ page: PageSchema, status: StatusSchema });
export type StatusResponse = z.infer<typeof StatusResponseSchema>;

export const ComponentsResponseSchema = z.strictObject({ page: PageSchema, components: z.array(ComponentSchema) });
export type ComponentsResponse = z.infer<typeof ComponentsResponseSchema>;

export const IncidentsResponseSchema = z.strictObject({ page: PageSchema, incidents: z.array(IncidentSchema) });
export type IncidentsResponse = z.infer<typeof IncidentsResponseSchema>;

export const ScheduledMaintenancesResponseSchema = z.strictObject({
  page: PageSchema,
  scheduled_maintenances: z.array(MaintenanceSchema),
});
export type ScheduledMaintenancesResponse = z.infer<typeof ScheduledMaintenancesResponseSchema>;

/** Beyond Statuspage v2: 90 daily buckets; field names follow the Manage API's component uptime answer. */
export const UptimeDaySchema = z.strictObject({
  date: calendarDate,
  uptime_percentage: z.number().min(0).max(100).nullable(),
  worst_status: ComponentStatusSchema.nullable(),
  major_outage: z.number().int().nonnegative(),
  partial_outage: z.number().int().nonnegative(),
  degraded_performance: z.number().int().nonnegative(),
  maintenance: z.number().int().nonnegative(),
  incident_ids: z.array(id),
  /** Beyond the Manage API: maintenances in progress during the day (their time is not in the percentage). */
  maintenance_ids: z.array(id),
});
export type UptimeDay = z.infer<typeof UptimeDaySchema>;

export const UptimeResponseSchema = z.strictObject({
  page: PageSchema,
  component: ComponentSchema,
  range_start: calendarDate,
  range_end: calendarDate,
  uptime_percentage: z.number().min(0).max(100).nullable(),
  major_outage: z.number().int().nonnegative(),
  partial_outage: z.number().int().nonnegative(),
  days: z.array(UptimeDaySchema),
});
export type UptimeResponse = z.infer<typeof UptimeResponseSchema>;

/** Beyond Statuspage v2: the system metrics under the components, over the last day or week (issue 18). */
export const MetricRangeSchema = z.enum(['day', 'week']);
export type MetricRange = z.infer<typeof MetricRangeSchema>;

export const MetricPointSchema = z.strictObject({
  /** Start of the bucket. */
  t: timestamp,
  /** Null when the bucket has no data (no ledger minutes read yet, no API requests answered). */
  value: z.number().nullable(),
});

export const SystemMetricSchema = z.strictObject({
  id: z.enum(['block_interval', 'transactions_per_second', 'api_latency_p95']),
  name: z.string(),
  unit: z.enum(['seconds', 'transactions per second']),
  /** Over the whole range: the mean block interval and transaction rate, the API's p95 of all its requests. */
  overall: z.number().nullable(),
  points: z.array(MetricPointSchema),
});
export type SystemMetric = z.infer<typeof SystemMetricSchema>;

export const SystemMetricsResponseSchema = z.strictObject({
  page: PageSchema,
  range: MetricRangeSchema,
  bucket_seconds: z.number().int().positive(),
  start: timestamp,
  end: timestamp,
  metrics: z.array(SystemMetricSchema),
});
export type SystemMetricsResponse = z.infer<typeof SystemMetricsResponseSchema>;

// ---- Manage API v1 (authoring) ------------------------------------------------------------------------------

/** Optimistic concurrency: send back the version (or updated_at) you read; a stale one gets 409. */
const precondition = {
  version: z.number().int().positive().optional(),
  updated_at: writableTime.optional(),
};

const incidentWritable = {
  name: text(255).trim().min(1),
  status: AnyIncidentStatusSchema,
  body: text(20_000),
  impact_override: ImpactSchema.nullable(),
  scheduled_for: writableTime,
  scheduled_until: writableTime,
  scheduled_auto_in_progress: z.boolean(),
  scheduled_auto_completed: z.boolean(),
  auto_transition_to_maintenance_state: z.boolean(),
  auto_transition_to_operational_state: z.boolean(),
  deliver_notifications: z.boolean(),
  component_ids: idList,
  components: z.record(id, ComponentStatusSchema),
};

export const IncidentCreateBodySchema = z.object({
  incident: z
    .object({ ...incidentWritable, name: incidentWritable.name })
    .partial()
    .required({ name: true }),
});
export type IncidentCreateBody = z.infer<typeof IncidentCreateBodySchema>;

export const IncidentUpdateBodySchema = z.object({
  incident: z.object({ ...incidentWritable, ...precondition }).partial(),
});
export type IncidentUpdateBody = z.infer<typeof IncidentUpdateBodySchema>;

/** PATCH/PUT incidents/{id}/incident_updates/{id}: correct an update already posted. */
export const IncidentUpdateEditBodySchema = z.object({
  incident_update: z.object({
    body: text(20_000).optional(),
    display_at: writableTime.optional(),
    deliver_notifications: z.boolean().optional(),
    wants_twitter_update: z.boolean().optional(),
  }),
});
export type IncidentUpdateEditBody = z.infer<typeof IncidentUpdateEditBodySchema>;

const componentWritable = {
  name: text(255).trim().min(1),
  description: text(2_000).nullable(),
  status: ComponentStatusSchema,
  group_id: id.nullable(),
  position,
  showcase: z.boolean(),
  only_show_if_degraded: z.boolean(),
  start_date: writableDate.nullable(),
};

export const ComponentCreateBodySchema = z.object({
  component: z.object(componentWritable).partial().required({ name: true }),
});
export type ComponentCreateBody = z.infer<typeof ComponentCreateBodySchema>;

export const ComponentUpdateBodySchema = z.object({
  component: z.object({ ...componentWritable, ...precondition }).partial(),
});
export type ComponentUpdateBody = z.infer<typeof ComponentUpdateBodySchema>;

const groupWritable = {
  name: text(255).trim().min(1),
  description: text(2_000).nullable(),
  components: idList,
  position,
};

/** Statuspage puts a group's description beside `component_group`; we accept it in either place. */
export const ComponentGroupCreateBodySchema = z.object({
  description: text(2_000).nullable().optional(),
  component_group: z.object(groupWritable).partial().required({ name: true }),
});
export type ComponentGroupCreateBody = z.infer<typeof ComponentGroupCreateBodySchema>;

export const ComponentGroupUpdateBodySchema = z.object({
  description: text(2_000).nullable().optional(),
  component_group: z.object({ ...groupWritable, ...precondition }).partial(),
});
export type ComponentGroupUpdateBody = z.infer<typeof ComponentGroupUpdateBodySchema>;

/** Manage API answers: the public shapes plus the write-side fields an author needs to edit safely. */
const manageExtras = {
  impact_override: ImpactSchema.nullable(),
  scheduled_for: timestamp.nullable(),
  scheduled_until: timestamp.nullable(),
  scheduled_auto_in_progress: z.boolean(),
  scheduled_auto_completed: z.boolean(),
  auto_transition_to_maintenance_state: z.boolean(),
  auto_transition_to_operational_state: z.boolean(),
  version: z.number().int().positive(),
};

export const ManageIncidentSchema = z.strictObject({
  ...incidentFields,
  status: AnyIncidentStatusSchema,
  ...manageExtras,
});
export type ManageIncident = z.infer<typeof ManageIncidentSchema>;

export const ManageComponentSchema = ComponentSchema.extend({ version: z.number().int().positive() });
export type ManageComponent = z.infer<typeof ManageComponentSchema>;

export const ComponentGroupSchema = z.strictObject({
  id,
  page_id: id,
  name: z.string(),
  description: z.string().nullable(),
  components: z.array(id),
  position: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int().positive(),
});
export type ComponentGroup = z.infer<typeof ComponentGroupSchema>;

// ---- subscribers (Statuspage's Manage API `subscribers`) -------------------------------------------------

const email = z.email('must be an e-mail address').max(254);
/** HTTPS, or plain HTTP to this machine (a receiver under test): a webhook carries no secret in the clear elsewhere. */
const webhookUrl = z
  .url('must be an absolute URL')
  .max(2_000)
  .refine((value) => {
    const url = new URL(value);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && local);
  }, 'must be an https:// URL (http:// only for localhost)')
  .refine((value) => !new URL(value).username, 'must not carry credentials');

/** Subscriber kinds with an endpoint: Statuspage's signed webhook, and the chat platforms' incoming webhooks. */
export const EndpointKindSchema = z.enum(['webhook', 'slack', 'teams', 'discord']);
export type EndpointKind = z.infer<typeof EndpointKindSchema>;

export const SubscriberCreateBodySchema = z.object({
  subscriber: z
    .object({
      email: email.optional(),
      endpoint: webhookUrl.optional(),
      /** The endpoint's kind; absent: told from its host (hooks.slack.com, *.webhook.office.com, discord.com), else webhook. */
      type: EndpointKindSchema.optional(),
      component_ids: idList.optional(),
      skip_confirmation_notification: z.boolean().optional(),
    })
    // A webhook may carry an e-mail address too: its contact, told when the webhook is given up on (Statuspage's).
    .refine((b) => b.email !== undefined || b.endpoint !== undefined, {
      message: 'give email (an e-mail subscriber) or endpoint (a webhook, with email as its contact if you like)',
      path: ['email'],
    }),
});
export type SubscriberCreateBody = z.infer<typeof SubscriberCreateBodySchema>;

/** Statuspage sends `{"component_ids": [...]}`; `{"subscriber": {"component_ids": [...]}}` is accepted too. None: the whole page. */
export const SubscriberUpdateBodySchema = z
  .object({
    component_ids: idList.optional(),
    subscriber: z.object({ component_ids: idList.optional() }).optional(),
  })
  .transform((b) => ({ component_ids: b.component_ids ?? b.subscriber?.component_ids ?? [] }));
export type SubscriberUpdateBody = z.infer<typeof SubscriberUpdateBodySchema>;

/**
 * The public `/api/v2/subscribers.json` (Statuspage's, and the `statuspage.io` client's): an e-mail address, or a
 * webhook with the e-mail address that confirms it, optionally some components. Always double opt-in.
 */
export const PublicSubscribeSchema = z.object({
  subscriber: z
    .object({
      email,
      endpoint: webhookUrl.optional(),
      component_ids: idList.optional(),
      component_id: id.optional(),
      incident_id: id.optional(),
      phone_number: z.string().optional(),
    })
    .refine((b) => b.phone_number === undefined, {
      message: 'SMS subscriptions are not offered; subscribe an e-mail address',
      path: ['phone_number'],
    }),
});
export type PublicSubscribe = z.infer<typeof PublicSubscribeSchema>;

/** The public form on /status: an e-mail address, optionally some components (none = the whole page). */
export const SubscribeFormSchema = z.object({
  email,
  component_ids: idList.default([]),
});

export const SubscriberSchema = z.strictObject({
  id,
  mode: z.enum(['email', 'webhook', 'slack', 'teams', 'discord']),
  email: z.string().nullable(),
  endpoint: z.string().nullable(),
  /** The whole page when empty. */
  components: z.array(id),
  confirmed: z.boolean(),
  /** When deliveries were given up on after failing too long (lib/status/subscriptions/worker.ts). */
  quarantined_at: timestamp.nullable(),
  purge_at: z.null(),
  created_at: timestamp,
  /** A subscriber to one incident (Statuspage's incident subscribers); null: the page's. */
  incident_id: id.nullable(),
  /** Only in the answer that created a webhook subscriber: the HMAC key, never shown again. */
  webhook_secret: z.string().optional(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

/** The kinds of subscriber and their states, as the list, count and bulk calls name them. */
export const SubscriberTypeSchema = z.enum(['email', 'webhook', 'slack', 'teams', 'discord']);
export const SubscriberStateSchema = z.enum(['active', 'unconfirmed', 'quarantined']);

/** Statuspage's `subscribers` of the bulk calls: "all", ids separated by commas, or (we accept) an array of ids. */
const subscriberSelection = z.union([
  z.literal('all'),
  z
    .string()
    .max(13_000)
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    )
    .pipe(idList.min(1)),
  idList.min(1),
]);

/** POST subscribers/reactivate: quarantined subscribers delivered to again. */
export const SubscriberReactivateBodySchema = z.object({
  subscribers: subscriberSelection,
  type: SubscriberTypeSchema.optional(),
});
export type SubscriberReactivateBody = z.infer<typeof SubscriberReactivateBodySchema>;

/** POST subscribers/resend_confirmation: a fresh confirmation to unconfirmed subscribers. */
export const SubscriberResendBodySchema = z.object({ subscribers: subscriberSelection });
export type SubscriberResendBody = z.infer<typeof SubscriberResendBodySchema>;

/** POST subscribers/unsubscribe: remove many at once, narrowed by type and state like the list. */
export const SubscriberUnsubscribeBodySchema = z.object({
  subscribers: subscriberSelection,
  type: SubscriberTypeSchema.optional(),
  state: z.union([SubscriberStateSchema, z.literal('all')]).optional(),
  skip_unsubscription_notification: z.boolean().optional(),
});
export type SubscriberUnsubscribeBody = z.infer<typeof SubscriberUnsubscribeBodySchema>;

/** What a bulk call did: the ids it changed. */
export const SubscriberBulkResultSchema = z.strictObject({ subscribers: z.array(id) });

/** GET subscribers/count: per kind (Statuspage's SubscriberCountByType, with our chat kinds). */
export const SubscriberCountSchema = z.strictObject(
  Object.fromEntries(SubscriberTypeSchema.options.map((t) => [t, z.number().int().nonnegative()])) as Record<
    z.infer<typeof SubscriberTypeSchema>,
    z.ZodNumber
  >,
);

/** GET subscribers/histogram_by_state: per kind, per state (Statuspage's SubscriberCountByTypeAndState). */
const countByState = z.strictObject({
  active: z.number().int().nonnegative(),
  unconfirmed: z.number().int().nonnegative(),
  quarantined: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export const SubscriberHistogramSchema = z.strictObject(
  Object.fromEntries(SubscriberTypeSchema.options.map((t) => [t, countByState])) as Record<
    z.infer<typeof SubscriberTypeSchema>,
    typeof countByState
  >,
);

/** POST incidents/{id}/subscribers: an e-mail address told of that incident only (no SMS here). */
export const IncidentSubscriberCreateBodySchema = z.object({
  subscriber: z
    .object({
      email,
      phone_country: z.string().optional(),
      phone_number: z.string().optional(),
      skip_confirmation_notification: z.boolean().optional(),
    })
    .refine((b) => b.phone_number === undefined && b.phone_country === undefined, {
      message: 'SMS subscriptions are not offered; subscribe an e-mail address',
      path: ['phone_number'],
    }),
});
export type IncidentSubscriberCreateBody = z.infer<typeof IncidentSubscriberCreateBodySchema>;

/** The public answer about a subscription: never the e-mail address or the endpoint, only what the subscriber chose. */
export const PublicSubscriptionSchema = z.strictObject({
  page: PageSchema,
  subscriber: z.strictObject({
    id,
    mode: z.enum(['email', 'webhook']),
    components: z.array(id),
    confirmed: z.boolean(),
    created_at: timestamp,
  }),
});
export type PublicSubscription = z.infer<typeof PublicSubscriptionSchema>;

// ---- incident templates (Statuspage's Manage API `incident_templates`) ----------------------------------------

const templateWritable = z.object({
  name: text(255).trim().min(1),
  title: text(255).trim().min(1),
  body: text(20_000),
  group_id: z.string().max(100).nullable().optional(),
  update_status: IncidentStatusSchema.nullable().optional(),
  should_tweet: z.boolean().optional(),
  should_send_notifications: z.boolean().optional(),
  component_ids: idList.optional(),
});

export const IncidentTemplateCreateBodySchema = z.object({ template: templateWritable });
export type IncidentTemplateCreateBody = z.infer<typeof IncidentTemplateCreateBodySchema>;

/** PATCH/PUT incident_templates/{id} (beyond Statuspage's reference, which has no template edit): any of its fields. */
export const IncidentTemplateUpdateBodySchema = z.object({ template: templateWritable.partial() });
export type IncidentTemplateUpdateBody = z.infer<typeof IncidentTemplateUpdateBodySchema>;

export const IncidentTemplateSchema = z.strictObject({
  id,
  name: z.string(),
  title: z.string(),
  body: z.string(),
  group_id: z.string().nullable(),
  update_status: IncidentStatusSchema.nullable(),
  should_tweet: z.boolean(),
  should_send_notifications: z.boolean(),
  components: z.array(ComponentSchema),
  created_at: timestamp,
  updated_at: timestamp,
});
export type IncidentTemplate = z.infer<typeof IncidentTemplateSchema>;

export const ManagePageSchema = PageSchema.extend({ created_at: timestamp });

/** Statuspage's page fields we have no counterpart for (branding, custom domains, SMS...): refused by name, not dropped. */
export const UNSUPPORTED_PAGE_FIELDS = [
  'domain',
  'subdomain',
  'branding',
  'css_body_background_color',
  'css_font_color',
  'css_light_font_color',
  'css_greens',
  'css_yellows',
  'css_oranges',
  'css_reds',
  'css_blues',
  'css_border_color',
  'css_graph_color',
  'css_link_color',
  'css_no_data',
  'hidden_from_search',
  'viewers_must_be_team_members',
  'allow_page_subscribers',
  'allow_incident_subscribers',
  'allow_email_subscribers',
  'allow_sms_subscribers',
  'allow_rss_atom_feeds',
  'allow_webhook_subscribers',
  'notifications_from_email',
  'notifications_email_footer',
] as const;

/**
 * PATCH/PUT pages/{id}: Statuspage's page fields. Keys Statuspage does not have are a 400 (strict); its fields we
 * cannot change are a 422 from the handler, naming them.
 */
export const PageUpdateBodySchema = z.object({
  page: z.strictObject({
    name: text(255).trim().min(1).optional(),
    time_zone: z.string().max(100).optional(),
    url: z.string().max(2_000).optional(),
    ...(Object.fromEntries(UNSUPPORTED_PAGE_FIELDS.map((f) => [f, z.unknown().optional()])) as Record<
      (typeof UNSUPPORTED_PAGE_FIELDS)[number],
      z.ZodOptional<z.ZodUnknown>
    >),
  }),
});
export type PageUpdateBody = z.infer<typeof PageUpdateBodySchema>;

export const ErrorResponseSchema = z.object({ error: z.string() });

/**
 * The status page's live data: one answer of `/status/live.json`, built from the same /api/v2 read functions the
 * server renders the first paint with. Parsed with the shared wire schemas, so the page cannot drift from the API.
 */
export const UptimeSeriesSchema = UptimeResponseSchema.pick({
  range_start: true,
  range_end: true,
  uptime_percentage: true,
  major_outage: true,
  partial_outage: true,
  days: true,
});
export type UptimeSeries = z.infer<typeof UptimeSeriesSchema>;

/**
 * The live feed's 90 days of one component, packed (lib/status/live-days.ts writes and reads it): consecutive dates
 * from `start`, one letter per day in `kinds` (q: a quiet day, 100 % and nothing linked; n: no data; x: see
 * `details`, by the day's index), so the ~800 days the page embeds and polls are a few hundred bytes, not objects.
 */
export const LiveUptimeDayDetailSchema = UptimeDaySchema.omit({ date: true });
export const PackedUptimeDaysSchema = z.strictObject({
  start: calendarDate,
  kinds: z.string().regex(/^[qnx]*$/),
  details: z.record(z.string().regex(/^\d+$/), LiveUptimeDayDetailSchema),
});
export type PackedUptimeDays = z.infer<typeof PackedUptimeDaysSchema>;

export const LiveUptimeSeriesSchema = UptimeSeriesSchema.extend({ days: PackedUptimeDaysSchema });
export type LiveUptimeSeries = z.infer<typeof LiveUptimeSeriesSchema>;

export const StatusLiveSchema = z.strictObject({
  summary: SummaryResponseSchema,
  /** 90 daily buckets per showcased leaf component, by component id. */
  uptime: z.record(z.string(), LiveUptimeSeriesSchema),
  /** Incidents and maintenances filed in the last `past_days` days (page zone), newest first, with their latest update. */
  past: z.array(z.union([IncidentSchema, MaintenanceSchema])),
  past_days: z.number().int().positive(),
  /** Name and impact of every incident an uptime day refers to, so a day can say what happened. */
  incident_names: z.record(z.string(), z.strictObject({ name: z.string(), impact: IncidentSchema.shape.impact })),
  /** Whether the ledger database answered; when not, statuses are the status store's last known state. */
  ledger: z.strictObject({ reachable: z.boolean(), checked_at: z.string() }),
  generated_at: z.string(),
});
export type StatusLive = z.infer<typeof StatusLiveSchema>;
