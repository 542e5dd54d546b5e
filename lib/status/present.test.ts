import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay } from './present';

describe('formatCalendarDate', () => {
  it('says a calendar date in formatDay’s words, without shifting it', () => {
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatCalendarDate(date)).toBe(formatDay(Date.parse(`${date}T00:00:00Z`), 'Etc/UTC'));
      }
    }
    expect(formatCalendarDate('2024-02-29')).toBe('Feb 29, 2024');
  });
});
