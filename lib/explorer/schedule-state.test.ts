import { describe, expect, it } from 'vitest';
import { base64ToHex, scheduleState } from './schedule-state';

describe('schedule state', () => {
  const base = { deleted: false, executed_timestamp: null, expiration_time: '2000.000000000' };
  it('reads executed, deleted, expired and pending', () => {
    expect(scheduleState({ ...base, executed_timestamp: '1500.000000001' }, 3000)).toBe('executed');
    expect(scheduleState({ ...base, deleted: true }, 1000)).toBe('deleted');
    expect(scheduleState(base, 2000)).toBe('expired');
    expect(scheduleState(base, 1999)).toBe('pending');
    expect(scheduleState({ ...base, expiration_time: null, deleted: undefined }, 9e9)).toBe('pending');
  });
  it('turns base64 into hex', () => {
    expect(base64ToHex('AQL/')).toBe('0102ff');
  });
});
