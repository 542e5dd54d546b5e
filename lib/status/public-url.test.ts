import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { contextFor, type StatusContext } from './context';
import { feedResponse } from './feeds/response';
import { ensureFresh } from './freshness';
import { v2Route } from './http/routes';
import { publicBaseUrl } from './public-url';
import { incidents, summary } from './read/v2';
import { ADMIN_TOKEN, callManage, closeTestDb, fresh, openTestContext, type TestContext } from './testing';

describe('PUBLIC_URL', () => {
  it('takes an absolute http(s) URL and drops a trailing slash', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://status.example.com/' }).PUBLIC_URL).toBe('https://status.example.com');
    expect(parseConfig({ PUBLIC_URL: 'http://example.com/ledger' }).PUBLIC_URL).toBe('http://example.com/ledger');
  });

  it.each([
    'status.example.com',
    'ftp://example.com',
    'https://example.com/?a=1',
    'https://example.com/#top',
    'https://u:p@example.com',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => parseConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL: must be an absolute http\(s\) URL/);
  });

  it('falls back to the address the server listens on', () => {
    expect(publicBaseUrl(parseConfig({}))).toBe('http://localhost:3000');
    expect(publicBaseUrl(parseConfig({ HOST: '::', PORT: '8080' }))).toBe('http://[::]:8080');
  });
});

describe('a request with a hostile Host or X-Forwarded-Host', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await openTestContext();
    const pageId = (await fresh(ctx, summary)).page.id;
    await callManage(ctx, 'createIncident')('POST', { page_id: pageId }, { incident: { name: 'Slow blocks' } });
  });
  afterAll(closeTestDb);
  afterEach(() => ctx.close());

  const hostile = (path: string) =>
    new Request(`http://evil.example${path}`, {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
  const productionContext = (env: Record<string, string>): StatusContext =>
    contextFor(parseConfig({ STATUS_ADMIN_TOKEN: ADMIN_TOKEN, ...env }), ctx.db, ctx.db);

  it.each([
    ['https://status.example.com', 'https://status.example.com'],
    ['', 'http://localhost:3000'],
  ])('never changes a link of /api/v2 or the feeds (PUBLIC_URL=%j)', async (configured, base) => {
    const production = productionContext({ PUBLIC_URL: configured });
    await ensureFresh(production);
    const route = (fn: (c: StatusContext) => Promise<unknown>) => v2Route(fn, async () => production);
    const summaryText = await (await route(summary)(hostile('/api/v2/summary.json'))).text();
    const incidentsText = await (await route(incidents)(hostile('/api/v2/incidents.json'))).text();
    const atom = await (await feedResponse(production, hostile('/status/history.atom'), 'atom')).text();
    const rss = await (await feedResponse(production, hostile('/status/history.rss'), 'rss')).text();
    for (const text of [summaryText, incidentsText, atom, rss]) expect(text).not.toContain('evil.example');

    expect((JSON.parse(summaryText) as { page: { url: string } }).page.url).toBe(`${base}/status`);
    const { incidents: list } = JSON.parse(incidentsText) as { incidents: { id: string; shortlink: string }[] };
    expect(list.map((i) => i.shortlink)).toEqual(list.map((i) => `${base}/status/incidents/${i.id}`));
    expect(atom).toContain(`<link rel="self" type="application/atom+xml" href="${base}/status/history.atom"/>`);
    expect(atom).toContain(`${base}/status/incidents/${list[0]!.id}`);
    expect(rss).toContain(`<link>${base}/status</link>`);
  });
});
