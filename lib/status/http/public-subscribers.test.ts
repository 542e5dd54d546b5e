import type { AxiosInstance } from 'axios';
import { Statuspage } from 'statuspage.io';
import { describe, expect, it } from 'vitest';
import { bracketParams } from './public-subscribers';

describe('the statuspage.io client’s requests', () => {
  it('are read as Statuspage’s subscriber fields', () => {
    // axios writes the client's `{ params: { subscriber } }` as `subscriber[email]=…&subscriber[component_ids][]=…`.
    const api = (new Statuspage('ourpage') as unknown as { apiClient: AxiosInstance }).apiClient;
    const url = new URL(
      api.getUri({
        url: '/api/v2/subscribers.json',
        params: { subscriber: { email: 'a@example.com', component_ids: ['abcdefghijkl'] } },
      }),
    );
    expect(bracketParams(url.searchParams)).toEqual({
      subscriber: { email: 'a@example.com', component_ids: ['abcdefghijkl'] },
    });
    const byId = new URL(api.getUri({ url: '/api/v2/incidents.json', params: { subscriber: { id: 'abcdefghijkl' } } }));
    expect(bracketParams(byId.searchParams)).toEqual({ subscriber: { id: 'abcdefghijkl' } });
  });
});
