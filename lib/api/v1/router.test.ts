import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../core/clock';
import { parseConfig } from '../../config';
import type { Db } from '../../db';
import { openMigratedPglite } from '../../db/testing';
import { generateDemoLedger } from '../../demo/generate';
import { memoryCache } from '../response-cache';
import type { ApiContext } from './context';
import { bySpecificity, handleV1 } from './router';

describe('/api/v1 router: headers, ETag, cache', () => {
  let db: Db;
  let ctx: ApiContext;
  beforeAll(async () => {
    db = await openMigratedPglite();
    await generateDemoLedger(db, { seed: 3, blocks: 40, endTime: new Date('2026-01-01T00:00:00Z') });
    ctx = { db, config: parseConfig({}), clock: systemClock, cache: memoryCache() };
  });
  afterAll(async () => db.close());

  const get = (path: string, headers: HeadersInit = {}) =>
    handleV1(new Request(`http://localhost${path}`, { headers }), ctx);

  it('sends the route max-age, an ETag, CORS and a Link header mirroring links.next', async () => {
    const response = await get('/api/v1/blocks?limit=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=1');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { links: { next: string } };
    expect(response.headers.get('link')).toBe(`<${body.links.next}>; rel="next"`);
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
  });

  it('answers a path with one trailing slash exactly as without it, links and cache lifetime included', async () => {
    for (const path of [
      '/api/v1/accounts?limit=2',
      '/api/v1/blocks?limit=1&order=asc',
      '/api/v1/network/nodes?limit=1',
    ]) {
      const [plain, slashed] = await Promise.all([get(path), get(path.replace('?', '/?'))]);
      expect(slashed.status, path).toBe(200);
      expect(await slashed.text(), path).toBe(await plain.text());
      for (const header of ['cache-control', 'etag', 'link'])
        expect(slashed.headers.get(header), header).toBe(plain.headers.get(header));
    }
    const account = await get('/api/v1/accounts/0.0.2/');
    expect(account.status).toBe(200);
    expect(((await account.json()) as { account: string }).account).toBe('0.0.2');
    // Like Express without strict routing: one slash is optional, two are another path.
    expect((await get('/api/v1/accounts//')).status).toBe(404);
    expect((await get('/api/v1/accounts/0.0.2//')).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/v1/accounts?limit=3');
    expect(first.headers.get('cache-control')).toBe('public, max-age=10');
    const again = await get('/api/v1/accounts?limit=3', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('revalidates an If-None-Match naming several tags, a strong form of the tag, or *', async () => {
    const first = await get('/api/v1/accounts?limit=4');
    const etag = first.headers.get('etag')!;
    for (const header of [`W/"other", ${etag}`, `"other",${etag}`, etag.slice(2), '*']) {
      const again = await get('/api/v1/accounts?limit=4', { 'if-none-match': header });
      expect(again.status, header).toBe(304);
      expect(again.headers.get('etag'), header).toBe(etag);
      expect(again.headers.get('cache-control'), header).toBe('public, max-age=10');
    }
    expect((await get('/api/v1/accounts?limit=4', { 'if-none-match': 'W/"other", "another"' })).status).toBe(200);
    const head = await handleV1(
      new Request('http://localhost/api/v1/accounts?limit=4', { method: 'HEAD', headers: { 'if-none-match': etag } }),
      ctx,
    );
    expect(head.status).toBe(304);
  });

  it('serves a repeated list from the cache until its max-age passes', async () => {
    const path = '/api/v1/accounts?limit=2&order=desc';
    const first = await (await get(path)).text();
    // A row the cached answer cannot know about (the newest entity the list shows, accounts and contracts alike):
    // the cache, not the database, answers.
    await db.query(
      `UPDATE entity SET memo = 'changed' WHERE id = (SELECT max(id) FROM entity WHERE type IN ('ACCOUNT', 'CONTRACT'))`,
    );
    expect(await (await get(path)).text()).toBe(first);
    const uncached = await handleV1(new Request(`http://localhost${path}`), { ...ctx, cache: null });
    expect(await uncached.text()).not.toBe(first);
  });

  it('accepts order and result in any case, and builds links.next from the lower-cased value', async () => {
    const upper = (await (await get('/api/v1/accounts?limit=2&order=DESC')).json()) as {
      accounts: { account: string }[];
      links: { next: string };
    };
    const lower = (await (await get('/api/v1/accounts?limit=2&order=desc')).json()) as typeof upper;
    expect(upper.accounts.map((a) => a.account)).toEqual(lower.accounts.map((a) => a.account));
    expect(upper.links.next).toBe(lower.links.next);
    expect(upper.links.next).toContain('order=desc');
  });

  it("refuses what the reference's query-string parser refuses (0.147: array limit, depth, part count), in its words", async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `account.id=${i + 1}`).join('&');
    const messageOf = async (url: string) => {
      const response = await get(url);
      expect(response.status).toBe(400);
      return ((await response.json()) as { _status: { messages: { message: string }[] } })._status.messages.map(
        (m) => m.message,
      );
    };
    expect((await get(`/api/v1/accounts?${ids(100)}`)).status).toBe(200);
    expect(await messageOf(`/api/v1/accounts?${ids(101)}`)).toEqual([
      'Array limit exceeded. Only 100 elements allowed in an array.',
    ]);
    expect(await messageOf('/api/v1/accounts?account.id[a][b]=1')).toEqual([
      'Input depth exceeded depth option of 1 and strictDepth is true',
    ]);
    expect(await messageOf('/api/v1/accounts?account.id%5Ba%5D%5Bb%5D=1')).toEqual([
      'Input depth exceeded depth option of 1 and strictDepth is true',
    ]);
    expect(await messageOf('/api/v1/accounts?account.id[a]=1')).toEqual(['Unknown query parameter: account.id[a]']);
    expect(await messageOf(`/api/v1/accounts?${'x=1&'.repeat(1000)}`)).toEqual([
      'Parameter limit exceeded. Only 1000 parameters allowed.',
    ]);
  });

  it('rejects writes with 405 and unknown paths with 404, both with the error body', async () => {
    const post = await handleV1(new Request('http://localhost/api/v1/blocks', { method: 'POST' }), ctx);
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const missing = await get('/api/v1/no-such-thing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ _status: { messages: [{ message: 'Not found' }] } });
    // like the reference's recorded errors: no Cache-Control (the conformance replay checks the 376 it recorded)
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('answers 503 with the reference message, uncached, when the database cannot be reached', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const down: Db = { ...db, query: async () => Promise.reject(refused) };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await handleV1(new Request('http://localhost/api/v1/blocks?limit=7'), { ...ctx, db: down });
    error.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      _status: { messages: [{ message: 'Unable to connect to database. Please retry later' }] },
    });
    expect((await get('/api/v1/blocks?limit=7')).status).toBe(200);
  });

  it('answers a CORS preflight on any /api/v1 path', async () => {
    const response = await handleV1(new Request('http://localhost/api/v1/transactions', { method: 'OPTIONS' }), ctx);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-allow-headers')).toContain('If-None-Match');
    // As Express's cors(): the headers the browser asks for are allowed, whatever they are.
    const asking = await handleV1(
      new Request('http://localhost/api/v1/accounts', {
        method: 'OPTIONS',
        headers: { 'access-control-request-headers': 'authorization,x-hgraph-sdk' },
      }),
      ctx,
    );
    expect(asking.status).toBe(204);
    expect(asking.headers.get('access-control-allow-headers')).toBe('authorization,x-hgraph-sdk');
    expect(asking.headers.get('vary')).toBe('Access-Control-Request-Headers');
  });

  it('raises the page size for a configured Basic user, refuses other Basic credentials, and leaves the rest alone', async () => {
    const users = parseConfig({ API_USERS: '[{"username":"relay","password":"pw","limit":120}]' }).API_USERS;
    const withUsers: ApiContext = { ...ctx, config: { ...ctx.config, API_USERS: users } };
    const basic = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });
    const count = async (response: Response) =>
      ((await response.json()) as { transactions: unknown[] }).transactions.length;
    const ask = (headers: HeadersInit, context = withUsers) =>
      handleV1(new Request('http://localhost/api/v1/transactions?limit=150', { headers }), context);
    expect(await count(await ask({}))).toBe(100);
    const user = await ask(basic('relay:pw'));
    // Shared caches must not hand a user's longer page to others.
    expect(user.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(await count(user)).toBe(120);
    // Cached apart: the anonymous answer to the same URL is still capped.
    expect(await count(await ask({}))).toBe(100);
    expect(await count(await ask({ authorization: 'Bearer token' }))).toBe(100);
    for (const [headers, context] of [
      [basic('relay:nope'), withUsers],
      [basic('relay:pw'), ctx],
    ] as const) {
      const refused = await ask(headers, context);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ _status: { messages: [{ message: 'Invalid credentials' }] } });
    }
  });

  it('reads bracketed array parameters as repeated ones', async () => {
    const json = async (path: string) => (await get(path)).json();
    const first = (await json('/api/v1/blocks?limit=3&order=asc')) as { blocks: { timestamp: { to: string } }[] };
    const [a, , c] = first.blocks.map((b) => b.timestamp.to);
    const repeated = await json(`/api/v1/blocks?timestamp=gte:${a}&timestamp=lte:${c}&order=asc`);
    const bracketed = await json(`/api/v1/blocks?timestamp%5B%5D=gte:${a}&timestamp[]=lte:${c}&order=asc`);
    expect((repeated as { blocks: unknown[] }).blocks).toHaveLength(3);
    expect(bracketed).toEqual(repeated);
  });
});

describe('route order', () => {
  it('puts a literal segment before a parameter in the same place, whatever the listing order', () => {
    const patterns = [
      '/api/v1/contracts/:id',
      '/api/v1/contracts/:id/results',
      '/api/v1/contracts/results',
      '/api/v1/contracts/results/:id',
    ];
    expect([...patterns].sort(bySpecificity)).toEqual([
      '/api/v1/contracts/results',
      '/api/v1/contracts/results/:id',
      '/api/v1/contracts/:id',
      '/api/v1/contracts/:id/results',
    ]);
  });
});
