import { describe, expect, it } from 'vitest';
import { postgresBase64 } from './schedules';

describe('postgresBase64', () => {
  it('breaks lines every 76 characters, as PostgreSQL encode(…, base64) does', () => {
    const signature = Uint8Array.from({ length: 64 }, (_, i) => i);
    const text = postgresBase64(signature);
    expect(text.split('\n').map((line) => line.length)).toEqual([76, 12]);
    expect(Buffer.from(text.replace(/\n/g, ''), 'base64')).toEqual(Buffer.from(signature));
    expect(postgresBase64(Uint8Array.from({ length: 57 }, () => 7))).not.toContain('\n');
    expect(postgresBase64(new Uint8Array(0))).toBe('');
  });
});
