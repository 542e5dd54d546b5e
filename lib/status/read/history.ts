import type { Component, Page } from '../../schemas/status';
import type { StatusContext } from '../context';
import { ID_PATTERN } from '../ids';
import type { AnyIncident } from '../present';
import { serializeComponent, serializeIncident } from '../serialize';
import { anyFiledBefore, filedBetween, findIncidentOfKind, recentlyUpdated } from '../store/history';
import { withDetails, type IncidentRow } from '../store/incidents';
import { addDays, localDate, startOfLocalDay } from '../time';
import { loadView, type StatusView } from '../page-view';

/**
 * Reads behind the history page, the feeds and the incident pages: incidents and maintenances as their public
 * wire objects (the same serializer as /api/v2), selected by time range, component or id. Pure reads: they write
 * nothing, so the explorer proxy's 404 check can use itemById; the pages call ensureFresh first.
 */

async function serialize(ctx: StatusContext, view: StatusView, rows: IncidentRow[]): Promise<AnyIncident[]> {
  const details = await withDetails(ctx.db, rows);
  return details.map((d) => serializeIncident(d, view.byId, view.wire) as AnyIncident);
}

/** One incident or maintenance by id, with the page; null when there is none (or it is of the other kind). */
export async function itemById(
  ctx: StatusContext,
  id: string,
  kind: 'incident' | 'maintenance',
): Promise<{ page: Page; item: AnyIncident } | null> {
  if (!ID_PATTERN.test(id)) return null;
  // The row first: on a store no request has brought up yet there is no page row to read, and nothing to find.
  const row = await findIncidentOfKind(ctx.db, id, kind);
  if (!row) return null;
  const view = await loadView(ctx);
  const [item] = await serialize(ctx, view, [row]);
  return item ? { page: view.pageWire, item } : null;
}

export interface FeedSelection {
  page: Page;
  /** The component the feed is filtered by, when one was asked for. */
  component: Component | null;
  items: AnyIncident[];
}

/**
 * The most recently updated incidents and maintenances, optionally only those touching a component (for a group:
 * any of its children). `component` undefined when the asked id is unknown, so the route can answer 404.
 */
export async function feedItems(
  ctx: StatusContext,
  componentId: string | null,
  limit = 50,
): Promise<FeedSelection | undefined> {
  const view = await loadView(ctx);
  let members: string[] | null = null;
  let component: Component | null = null;
  if (componentId !== null) {
    const found = view.byId.get(componentId);
    if (!found) return undefined;
    members = [found.row.id, ...found.children];
    component = serializeComponent(found, view.wire);
  }
  const rows = await recentlyUpdated(ctx.db, members, limit);
  return { page: view.pageWire, component, items: await serialize(ctx, view, rows) };
}

export interface HistoryMonth {
  /** `YYYY-MM` in the page's time zone. */
  month: string;
  items: AnyIncident[];
}

export interface HistoryPage {
  page: Page;
  /** 1 = the newest months. */
  number: number;
  months: HistoryMonth[];
  hasOlder: boolean;
  /** True when the range held more items than one page shows. */
  truncated: boolean;
}

const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

/**
 * History by calendar month in the page's zone, newest first, `monthsPerPage` months per page (Statuspage shows
 * three). Paging is by time range, not offset: page n covers the months n·k−k … n·k−1 before this one. The first
 * page also holds every later month with something filed in it: maintenance is filed under its planned start,
 * which can lie months ahead, and history shows every item. Empty future months are left out, so a maintenance
 * planned for next year does not bring a column of blank months with it.
 */
export async function historyPage(
  ctx: StatusContext,
  number: number,
  monthsPerPage = 3,
  cap = 500,
): Promise<HistoryPage> {
  const view = await loadView(ctx);
  const tz = view.wire.timeZone;
  const current = localDate(ctx.clock.nowMs(), tz).slice(0, 7);
  const newest = addMonths(current, -(number - 1) * monthsPerPage);
  const oldest = addMonths(newest, -(monthsPerPage - 1));
  const from = new Date(startOfLocalDay(`${oldest}-01`, tz));
  // Null = no upper bound: the first page reaches into the future.
  const to = number === 1 ? null : new Date(startOfLocalDay(`${addMonths(newest, 1)}-01`, tz));
  const [rows, hasOlder] = await Promise.all([filedBetween(ctx.db, from, to, cap + 1), anyFiledBefore(ctx.db, from)]);
  const items = await serialize(ctx, view, rows.slice(0, cap));
  const monthOf = (i: AnyIncident) =>
    localDate(Date.parse('scheduled_for' in i ? i.scheduled_for : i.started_at), tz).slice(0, 7);
  const ahead = [...new Set(items.map(monthOf).filter((m) => m > newest))].sort().reverse();
  const months: HistoryMonth[] = [
    ...ahead,
    ...Array.from({ length: monthsPerPage }, (_, k) => addMonths(newest, -k)),
  ].map((month) => ({ month, items: items.filter((i) => monthOf(i) === month) }));
  return { page: view.pageWire, number, months, hasOlder, truncated: rows.length > cap };
}

/** The first day (`YYYY-MM-DD`) of the 15-day window of past incidents on the status page, in the page's zone. */
export const pastWindowStart = (nowMs: number, timeZone: string, days = 15) =>
  addDays(localDate(nowMs, timeZone), -(days - 1));
