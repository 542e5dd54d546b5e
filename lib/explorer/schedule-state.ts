/** A schedule's state from its record: deleted, executed, expired (past expiry, never executed) or pending. */
export type ScheduleState = 'pending' | 'executed' | 'deleted' | 'expired';

export function scheduleState(
  s: { deleted?: boolean | null; executed_timestamp: string | null; expiration_time: string | null },
  nowSeconds: number,
): ScheduleState {
  if (s.executed_timestamp) return 'executed';
  if (s.deleted) return 'deleted';
  if (s.expiration_time && Number(s.expiration_time.split('.')[0]) <= nowSeconds) return 'expired';
  return 'pending';
}

/** base64 → lower-case hex, for key prefixes and signatures. */
export function base64ToHex(value: string): string {
  try {
    return Array.from(atob(value), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  } catch {
    return value;
  }
}
