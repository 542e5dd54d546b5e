import { describe, expect, it } from 'vitest';
import { malformedApiPath } from './malformed-path';

describe('malformedApiPath', () => {
  it('answers an undecodable API path with a 400 in the API\'s own error format', async () => {
    const v1 = malformedApiPath('/api/v1/blocks/%E0%A4%A')!;
    expect(v1.status).toBe(400);
    expect(await v1.json()).toEqual({ _status: { messages: [{ message: 'Invalid path: malformed percent-encoding' }] } });
    expect(v1.headers.get('cache-control')).toBeNull();
    const v2 = malformedApiPath('/api/v2/components/%FF/uptime.json')!;
    expect(v2.status).toBe(400);
    expect(await v2.json()).toEqual({ error: 'Invalid path: malformed percent-encoding' });
  });

  it('lets decodable paths and pages through', () => {
    expect(malformedApiPath('/api/v1/accounts/0.0.2%20')).toBeNull();
    expect(malformedApiPath('/api/v1/blocks')).toBeNull();
    expect(malformedApiPath('/accounts/%FF')).toBeNull();
  });
});
