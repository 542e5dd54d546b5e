import type { Clock } from '../core/clock';

/**
 * The time a write is dated at. Read only once the written row is locked, so concurrent writers are dated in the
 * order they apply; and never before the row's last change, so one instance whose clock lags another's (or a clock
 * stepped back) cannot date a later step of the timeline before an earlier one.
 */
export function writeTime(clock: Clock, lastChange: Date): Date {
  const now = clock.nowMs();
  return new Date(now < lastChange.getTime() ? lastChange.getTime() : now);
}
