import { INCIDENT_STATUS_LABEL, affectedNames, formatDateTime, isMaintenance, type AnyIncident } from '../present';
import { htmlText } from '../xml-text';

/** What both feed formats say about one incident or maintenance. */
export interface FeedEntry {
  id: string;
  url: string;
  title: string;
  publishedMs: number;
  updatedMs: number;
  /** HTML: every update, newest first, then the affected components (Statuspage's feed body). */
  html: string;
}

export interface FeedMeta {
  /** e.g. "Demo Network Status - Incident History". */
  title: string;
  /** The status page (HTML). */
  pageUrl: string;
  /** This feed's own URL. */
  selfUrl: string;
  /** Author / publisher name. */
  author: string;
  timeZone: string;
  /** Newest change on the page; the feed's updated time when it has no entries. */
  updatedMs: number;
}

export function feedEntry(item: AnyIncident, baseUrl: string, timeZone: string): FeedEntry {
  const kind = isMaintenance(item) ? 'maintenances' : 'incidents';
  const paragraphs = item.incident_updates.map(
    (u) =>
      `<p><small>${htmlText(formatDateTime(Date.parse(u.display_at), timeZone))}</small><br>` +
      `<strong>${INCIDENT_STATUS_LABEL[u.status]}</strong> - ${htmlText(u.body)}</p>`,
  );
  if (isMaintenance(item)) {
    const window = `${formatDateTime(Date.parse(item.scheduled_for), timeZone)} to ${formatDateTime(Date.parse(item.scheduled_until), timeZone)}`;
    paragraphs.unshift(`<p>Scheduled for ${htmlText(window)}</p>`);
  }
  const names = affectedNames(item);
  if (names.length > 0) {
    const which = isMaintenance(item) ? 'This scheduled maintenance affected' : 'This incident affected';
    paragraphs.push(`<p>${which}: ${htmlText(names.join(', '))}.</p>`);
  }
  return {
    id: `${baseUrl}/status/${kind}/${item.id}`,
    url: `${baseUrl}/status/${kind}/${item.id}`,
    title: item.name,
    publishedMs: Date.parse(item.created_at),
    updatedMs: Date.parse(item.updated_at),
    html: paragraphs.join(''),
  };
}
