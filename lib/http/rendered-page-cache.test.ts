import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { renderedPageCache, type RenderedPageCacheOptions } from './rendered-page-cache';

const page = (nonce: string, text: string, init: { status?: number; cookie?: boolean } = {}) =>
  new Response(`<html><script nonce="${nonce}">go()</script><p>${text}</p></html>`, {
    status: init.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      ...(init.cookie ? { 'set-cookie': 'a=b' } : {}),
    },
  });

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request from the cache; `renders` counts the renders, `state` drives them. */
async function harness(overrides: Partial<RenderedPageCacheOptions> = {}) {
  const state = { version: 'v1' as string | null, text: 'first', clock: 0, status: 200, cookie: false, renders: 0, nonces: 0, renderMs: 20 };
  const cache = renderedPageCache({
    maxAgeMs: 5_000,
    render: async () => {
      state.renders++;
      await new Promise((resolve) => setTimeout(resolve, state.renderMs));
      return page(`rendered${state.renders}nonce==`, state.text, state);
    },
    version: async () => state.version,
    newNonce: () => `fresh${++state.nonces}nonce+/`,
    nowMs: () => state.clock,
    ...overrides,
  });
  server = createServer((req, res) => {
    void cache.serve(req, res, req.url ?? '/', { 'x-extra': 'yes' }).then((served) => served || res.writeHead(599).end());
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (path = '/status') => {
    const response = await fetch(origin + path);
    return { status: response.status, policy: response.headers.get('content-security-policy') ?? '', extra: response.headers.get('x-extra'), body: await response.text() };
  };
  return { state, get, cache };
}

describe('renderedPageCache', () => {
  it('renders once for concurrent and later requests, giving each answer a nonce of its own', async () => {
    const { state, get } = await harness();
    const answers = await Promise.all([get(), get(), get(), get()]);
    answers.push(await get());
    expect(state.renders).toBe(1);
    const nonces = answers.map((a) => /'nonce-([^']+)'/.exec(a.policy)![1]);
    expect(new Set(nonces).size).toBe(5);
    for (const [i, answer] of answers.entries()) {
      expect(answer.body).toBe(`<html><script nonce="${nonces[i]}">go()</script><p>first</p></html>`);
      expect(answer.body).not.toContain('rendered1nonce');
      expect(answer.extra).toBe('yes');
    }
  });

  it('renders again when the version moves, and when the page is older than its maximum age', async () => {
    const { state, get } = await harness();
    await get();
    state.text = 'second';
    expect((await get()).body).toContain('first');
    state.version = 'v2';
    expect((await get()).body).toContain('second');
    state.text = 'third';
    state.clock = 4_999;
    expect((await get()).body).toContain('second');
    state.clock = 5_000;
    expect((await get()).body).toContain('third');
    expect(state.renders).toBe(3);
  });

  it('passes errors and pages that set cookies through without keeping them', async () => {
    const { state, get } = await harness();
    state.status = 503;
    expect((await get()).status).toBe(503);
    state.status = 200;
    state.cookie = true;
    await get();
    await get();
    expect(state.renders).toBe(3);
  });

  it('leaves the request to others when the version cannot be read', async () => {
    const { state, get } = await harness({ version: async () => Promise.reject(new Error('status store down')) });
    expect((await get()).status).toBe(599);
    expect(state.renders).toBe(0);
  });

  it('keeps at most maxBytes of HTML, dropping the least recently served page first', async () => {
    const { state, get, cache } = await harness({ maxBytes: 120 }); // two pages of ~54 bytes besides their nonce, not three
    await get('/a');
    await get('/b');
    await get('/a'); // /a is now more recent than /b
    await get('/c');
    expect(state.renders).toBe(3);
    expect(cache.size().pages).toBe(2);
    await get('/a');
    await get('/c');
    expect(state.renders).toBe(3);
    await get('/b');
    expect(state.renders).toBe(4);
    expect(cache.size().bytes).toBeLessThanOrEqual(120);
  });

  it('asks for the version of the page being served', async () => {
    const asked: string[] = [];
    const { get } = await harness({
      version: async (key) => {
        asked.push(key);
        return 'v1';
      },
    });
    await get('/blocks/7?x=1');
    expect(asked).toEqual(['/blocks/7?x=1']);
  });

  it('with staleWhileRenderingMs, serves the last page during one render of the new version', async () => {
    const { state, get } = await harness({ staleWhileRenderingMs: 10_000 });
    await get();
    state.text = 'second';
    state.version = 'v2';
    state.renderMs = 500; // longer than the three requests below take
    const during = await Promise.all([get(), get(), get()]);
    expect(during.map((answer) => answer.body)).toEqual(during.map(() => expect.stringContaining('first')));
    await expect.poll(async () => (await get()).body).toContain('second');
    expect(state.renders).toBe(2);
    // Past half its maximum age, the same version is rendered again in the background.
    state.text = 'again';
    state.clock = 2_500;
    expect((await get()).body).toContain('second');
    await expect.poll(async () => (await get()).body).toContain('again');
    // A page older than staleWhileRenderingMs is never served, even while a new one renders.
    state.text = 'third';
    state.version = 'v3';
    state.clock = 2_500 + 10_000;
    expect((await get()).body).toContain('third');
  });
});
