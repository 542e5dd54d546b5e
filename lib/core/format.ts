/** Display formatting shared by the explorer and status pages. Pure functions, safe on server and client. */

const TINYBARS_PER_HBAR = 100_000_000n;

/**
 * A whole number with a comma every three digits, as `toLocaleString('en-US')` writes it. Written out rather than
 * asked of Intl: a browser tab's first Intl call loads the ICU data (tens of ms on a phone), and a figure rendered
 * while the page hydrates would put that load inside the hydration task.
 */
function groupThousands(value: bigint): string {
  const digits = (value < 0n ? -value : value).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0n ? `-${grouped}` : grouped;
}

/** Tinybars → `1,234.5 ℏ` with thousands separators and up to 8 decimals (trailing zeros dropped). */
export function formatHbar(tinybars: bigint | number): string {
  const value = BigInt(tinybars);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = groupThousands(abs / TINYBARS_PER_HBAR);
  const fraction = (abs % TINYBARS_PER_HBAR).toString().padStart(8, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''} ℏ`;
}

/** `seconds.nanoseconds` → milliseconds since the epoch (sub-millisecond digits dropped). */
export function timestampToMs(timestamp: string): number {
  const [seconds = '0', nanos = '0'] = timestamp.split('.');
  return Number(seconds) * 1000 + Math.floor(Number(nanos.padEnd(9, '0')) / 1_000_000);
}

/** "12 s ago", "3 min ago", "2 h ago", "5 d ago"; future times read "in 3 d". */
export function formatAge(fromMs: number, nowMs: number): string {
  const future = fromMs - nowMs > 999;
  const seconds = Math.max(0, Math.round(Math.abs(nowMs - fromMs) / 1000));
  const span =
    seconds < 60
      ? `${seconds} s`
      : seconds < 3600
        ? `${Math.floor(seconds / 60)} min`
        : seconds < 48 * 3600
          ? `${Math.floor(seconds / 3600)} h`
          : `${Math.floor(seconds / 86_400)} d`;
  return future ? `in ${span}` : `${span} ago`;
}

/** ISO-like UTC date-time with milliseconds: 2026-11-22 03:40:00.123 UTC. */
export function formatUtc(ms: number): string {
  return `${new Date(ms).toISOString().replace('T', ' ').replace('Z', '')} UTC`;
}

/** Shortens a long hash or address for tables: 0x1234…abcd. */
export function shortHash(hash: string, keep = 6): string {
  return hash.length <= keep * 2 + 1 ? hash : `${hash.slice(0, keep + 2)}…${hash.slice(-keep)}`;
}

/** `seconds.nanoseconds` → 2026-11-22 03:40:00.123456789 UTC (every nanosecond kept). */
export function formatTimestampUtc(timestamp: string): string {
  const { date, nanos } = splitTimestamp(timestamp);
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}.${nanos} UTC`;
}

/** Date cannot hold nanoseconds: the whole seconds as a Date, the nine digits after them apart. */
function splitTimestamp(timestamp: string): { date: Date; nanos: string } {
  const [seconds = '0', nanos = '0'] = timestamp.split('.');
  return { date: new Date(Number(seconds) * 1000), nanos: nanos.padEnd(9, '0') };
}

const LOCAL_DATE_TIME = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;
// Made on first use, not when the module loads: every page's first script imports this module, and creating a
// formatter there would load the ICU data inside the hydration task even on pages that show no local time.
let localFormat: Intl.DateTimeFormat | undefined;
let localWithOffset: Intl.DateTimeFormat | undefined;

/** `seconds.nanoseconds` → 2026-11-22 04:40:00.123456789 GMT+01:00 in the runtime's zone (every nanosecond kept). */
export function formatTimestampLocal(timestamp: string): string {
  const { date, nanos } = splitTimestamp(timestamp);
  localWithOffset ??= new Intl.DateTimeFormat('sv-SE', { ...LOCAL_DATE_TIME, timeZoneName: 'longOffset' });
  return localWithOffset.format(date).replace(/(\d{2}:\d{2}:\d{2})/, `$1.${nanos}`);
}

/** Local date-time with its zone: 2026-11-22 04:40:00 CET. */
export function formatLocal(ms: number): string {
  localFormat ??= new Intl.DateTimeFormat('sv-SE', { ...LOCAL_DATE_TIME, timeZoneName: 'short' });
  return localFormat.format(new Date(ms));
}

/** A token amount with the token's decimals and thousands separators; raw units when decimals are unknown. */
export function formatTokenAmount(amount: bigint | number, decimals: bigint | number | null | undefined): string {
  const value = BigInt(amount);
  const places = decimals === null || decimals === undefined ? 0 : Number(decimals);
  if (places <= 0 || places > 40) return groupThousands(value);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(places);
  const fraction = (abs % scale).toString().padStart(places, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${groupThousands(abs / scale)}${fraction ? `.${fraction}` : ''}`;
}

/** Integers with thousands separators, exact for bigint. */
export function formatInteger(value: bigint | number): string {
  return groupThousands(BigInt(value));
}

/**
 * A date and time as a `datetime-local` field gives it (`2026-11-23T21:00`, seconds optional), read in the zone
 * `offsetMinutes` east of UTC, as whole seconds since the epoch; null when it is not such a date (Feb 30 included).
 */
export function parseLocalDateTime(text: string, offsetMinutes = 0): number | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(text.trim());
  if (!parts || !Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 18 * 60) return null;
  const [year, month, day, hour, minute, second = 0] = parts
    .slice(1)
    .map((p) => (p === undefined ? undefined : Number(p))) as number[];
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  const back = new Date(ms);
  // Date.UTC carries an impossible day or hour into the next: only a date that reads back the same is one.
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month! - 1 ||
    back.getUTCDate() !== day ||
    back.getUTCHours() !== hour ||
    back.getUTCMinutes() !== minute
  )
    return null;
  const seconds = ms / 1000 - offsetMinutes * 60;
  return seconds >= 0 ? seconds : null;
}
