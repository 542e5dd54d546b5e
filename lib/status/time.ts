/**
 * Time rendering in the page's time zone. Statuspage renders every timestamp as ISO-8601 with milliseconds and
 * the page zone's offset (`…-08:00`, or `Z` at offset zero), and buckets uptime days by that zone's calendar.
 */

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, f);
  }
  return f;
}

/** True when the zone is one Intl knows (STATUS_TIME_ZONE is checked with this at first use). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    offsetFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at that instant, in minutes (east positive). */
export function offsetMinutes(ms: number, timeZone: string): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = name ? /GMT([+-])(\d{2}):?(\d{2})?/.exec(name) : null;
  if (!match) return 0; // "GMT" alone means offset zero
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2022-02-15T13:37:37.407-08:00` for the instant, in the zone. */
export function formatTimestamp(ms: number, timeZone: string): string {
  const offset = offsetMinutes(ms, timeZone);
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 23);
  if (offset === 0) return `${local}Z`;
  const abs = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function formatDate(value: Date | null, timeZone: string): string | null {
  return value ? formatTimestamp(value.getTime(), timeZone) : null;
}

/** The calendar date (YYYY-MM-DD) of the instant in the zone. */
export function localDate(ms: number, timeZone: string): string {
  return new Date(ms + offsetMinutes(ms, timeZone) * 60_000).toISOString().slice(0, 10);
}

/** The instant the calendar day starts in the zone (handles DST by re-checking the offset once). */
export function startOfLocalDay(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00.000Z`);
  let guess = utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60_000;
  guess = utcMidnight - offsetMinutes(guess, timeZone) * 60_000;
  return guess;
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A `date` column value (PGlite and pg both hand out a Date at UTC midnight, or a string) as YYYY-MM-DD. */
export function dateOnly(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export const nsToMs = (ns: bigint): number => Number(ns / 1_000_000n);
export const msToNs = (ms: number): bigint => BigInt(Math.trunc(ms)) * 1_000_000n;

/** The start of the UTC minute (every zone's minutes start together). */
export const floorMinute = (ms: number): number => Math.floor(ms / 60_000) * 60_000;
