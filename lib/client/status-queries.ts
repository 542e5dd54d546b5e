import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  IncidentSchema,
  MaintenanceSchema,
  SummaryResponseSchema,
  UptimeResponseSchema,
} from '../schemas/status';
import { fetchParsed } from './fetch-parsed';

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

export const StatusLiveSchema = z.strictObject({
  summary: SummaryResponseSchema,
  /** 90 daily buckets per showcased leaf component, by component id. */
  uptime: z.record(z.string(), UptimeSeriesSchema),
  /** Incidents and maintenances filed in the last `past_days` days (page zone), newest first. */
  past: z.array(z.union([IncidentSchema, MaintenanceSchema])),
  past_days: z.number().int().positive(),
  /** Name and impact of every incident an uptime day refers to, so a day can say what happened. */
  incident_names: z.record(z.string(), z.strictObject({ name: z.string(), impact: IncidentSchema.shape.impact })),
  /** Whether the ledger database answered; when not, statuses are the status store's last known state. */
  ledger: z.strictObject({ reachable: z.boolean(), checked_at: z.string() }),
  generated_at: z.string(),
});
export type StatusLive = z.infer<typeof StatusLiveSchema>;

export const STATUS_LIVE_PATH = '/status/live.json';
export const STATUS_REFRESH_MS = 30_000;

/** A JSON path of this server's status API or page (polled, so never from the HTTP cache), parsed with its schema. */
export function fetchStatusJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  return fetchParsed(path, schema, { cache: 'no-store' });
}

export const fetchStatusLive = (): Promise<StatusLive> => fetchStatusJson(STATUS_LIVE_PATH, StatusLiveSchema);

/** The status page refreshes every 30 s without a reload; the server render is the initial data. */
export const statusLiveQuery = (initialData?: StatusLive) =>
  queryOptions({
    queryKey: ['status', 'live'],
    queryFn: fetchStatusLive,
    initialData,
    initialDataUpdatedAt: initialData ? Date.parse(initialData.generated_at) : undefined,
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: 10_000,
  });
