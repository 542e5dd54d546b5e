import { createHash } from 'node:crypto';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { renderedPageCache, type RenderedPageCacheOptions } from './rendered-page-cache';

const SCRIPT = 'go()';
/** A page as Next.js renders it with a nonce; `nonce` null: the copy, whose nonce attributes are taken out. */
const html = (nonce: string | null, text: string) =>
  `<html><script${nonce === null ? '' : ` nonce="${nonce}"`} src="/chunk.js" async=""></script><script${nonce === null ? '' : ` nonce="${nonce}"`}>${SCRIPT}</script><p>${text}</p></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request through the cache; the renderer writes to the real response as Next.js does. */
async function harness(overrides: Partial<RenderedPageCacheOptions> = {}) {
  const state = {
    version: 'v1',
    text: 'first',
    status: 200,
    cookie: false,
    renders: 0,
    compressed: false,
    clock: 0,
    renderMs: 20,
    /** Says gzip but sends text (a renderer's bug): such a body is never kept. */
    mislabelled: false,
  };
  const cache = renderedPageCache({ nowMs: () => state.clock, ...overrides });
  server = createServer((req, res) => {
    void cache.serve(
      req,
      res,
      req.url ?? '/',
      state.version,
      async (request, response) => {
        state.renders++;
        state.compressed = /gzip/.test(String(request.headers['accept-encoding'] ?? ''));
        await new Promise((resolve) => setTimeout(resolve, state.renderMs));
        const nonce = `rendered${state.renders}nonce==`;
        response.setHeader(
          'content-security-policy',
          `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; frame-ancestors 'none'`,
        );
        if (state.cookie) response.setHeader('set-cookie', 'a=b');
        // Compressed for a reader who accepts it, as Next.js's own compression does.
        const body = html(nonce, state.text);
        const sent = state.compressed && !state.mislabelled ? gzipSync(body) : Buffer.from(body);
        if (state.compressed || state.mislabelled) response.setHeader('content-encoding', 'gzip');
        response.writeHead(state.status, { 'content-type': 'text/html; charset=utf-8' });
        // In two pieces, as a streamed render arrives.
        response.write(sent.subarray(0, 10));
        response.end(sent.subarray(10));
      },
      { 'x-extra': 'yes' },
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (path = '/status', headers: Record<string, string> = {}) => {
    const response = await fetch(origin + path, { headers });
    const etag = response.headers.get('etag');
    return {
      status: response.status,
      policy: response.headers.get('content-security-policy') ?? '',
      type: response.headers.get('content-type'),
      etag,
      body: await response.text(),
    };
  };
  /** The raw answer to a client that accepts gzip (fetch would decode it out of sight). */
  const getGzip = (path = '/status') =>
    new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
      httpGet(origin + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (chunk: Buffer) => chunks.push(chunk))
          .on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  return { state, get, getGzip, cache };
}

describe('renderedPageCache', () => {
  it('renders once for concurrent and later requests; every copy is the same bytes, its scripts allowed by hash', async () => {
    const { state, get } = await harness();
    const answers = await Promise.all([get(), get(), get(), get()]);
    answers.push(await get());
    expect(state.renders).toBe(1);
    expect(state.compressed).toBe(true); // the reader whose request renders gets it compressed, as they asked
    // One answer is the render itself, with its nonce policy; the copies carry neither that nonce nor any other.
    const rendered = answers.filter((answer) => answer.policy.includes("'nonce-"));
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.body).toBe(html('rendered1nonce==', 'first'));
    expect(rendered[0]!.etag).toBeNull();
    const copies = answers.filter((answer) => !answer.policy.includes("'nonce-"));
    expect(copies).toHaveLength(4);
    for (const copy of copies) {
      expect(copy).toEqual({ ...copies[0], status: 200, type: 'text/html; charset=utf-8' });
      expect(copy.body).toBe(html(null, 'first'));
    }
    expect(copies[0]!.policy).toBe(`default-src 'self'; script-src 'self' ${sha256(SCRIPT)}; frame-ancestors 'none'`);
    expect(copies[0]!.etag).toMatch(/^"[^"]+"$/); // strong
  });

  it("answers 304 to a copy's ETag, and a new ETag once the version moves", async () => {
    const { state, get } = await harness();
    await get();
    const { etag } = await get();
    expect(await get('/status', { 'if-none-match': etag! })).toMatchObject({ status: 304, body: '' });
    state.version = 'v2';
    state.text = 'second';
    await get(); // rendered
    const next = await get('/status', { 'if-none-match': etag! });
    expect(next).toMatchObject({ status: 200, body: html(null, 'second') });
    expect(next.etag).not.toBe(etag);
  });

  it('renders again when the version moves, and only then', async () => {
    const { state, get } = await harness();
    await get();
    state.text = 'second';
    expect((await get()).body).toContain('first');
    state.version = 'v2';
    expect((await get()).body).toContain('second');
    state.text = 'third';
    expect((await get()).body).toContain('second');
    expect(state.renders).toBe(2);
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

  it('keeps at most maxBytes of pages, dropping the least recently served first', async () => {
    const { state, get, cache } = await harness({ maxBytes: 180 }); // two copies of 84 bytes, not three
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
    expect(cache.size().bytes).toBeLessThanOrEqual(180);
  });

  it('renders again once the copy is older than maxAgeMs', async () => {
    const { state, get } = await harness({ maxAgeMs: 1_000 });
    await get();
    state.text = 'second';
    state.clock = 999;
    expect((await get()).body).toContain('first');
    state.clock = 1_000;
    expect((await get()).body).toContain('second');
    expect(state.renders).toBe(2);
  });

  it('with staleWhileRenderingMs, renders the first stale request for real and serves the others the last copy meanwhile', async () => {
    const { state, get } = await harness({ maxAgeMs: 5_000, staleWhileRenderingMs: 10_000 });
    await get();
    state.text = 'second';
    state.version = 'v2';
    state.renderMs = 500; // longer than the requests below take
    const first = get();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the render has started
    const during = await Promise.all([get(), get(), get()]);
    expect(during.map((answer) => answer.body)).toEqual(during.map(() => expect.stringContaining('first')));
    expect((await first).body).toContain('second'); // the request that found it stale got the new rendering
    expect((await get()).body).toContain('second');
    expect(state.renders).toBe(2);
    // Past half its maximum age, the same version is rendered again by the next request.
    state.renderMs = 20;
    state.text = 'again';
    state.clock = 2_500;
    expect((await get()).body).toContain('again');
    expect(state.renders).toBe(3);
    // A copy older than staleWhileRenderingMs is never served, even while a new one renders: those requests wait.
    state.renderMs = 300;
    state.text = 'third';
    state.version = 'v3';
    state.clock = 2_500 + 10_000;
    const answers = await Promise.all([get(), get()]);
    expect(answers.map((answer) => answer.body)).toEqual([
      expect.stringContaining('third'),
      expect.stringContaining('third'),
    ]);
    expect(state.renders).toBe(4);
  });

  it('answers a client that accepts gzip from the copy compressed once', async () => {
    const { state, getGzip } = await harness();
    state.text = 'x'.repeat(3_000); // worth compressing
    const rendered = await getGzip(); // the render itself, compressed by the renderer for this reader
    expect(rendered.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(rendered.bytes).toString()).toBe(html('rendered1nonce==', state.text));
    const [one, two] = [await getGzip(), await getGzip()];
    expect(state.renders).toBe(1);
    for (const answer of [one, two]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(answer.bytes.length).toBeLessThan(500);
      expect(gunzipSync(answer.bytes).toString()).toBe(html(null, state.text));
      expect(answer.headers['content-security-policy']).toContain(sha256(SCRIPT));
    }
    expect(two.bytes.equals(one.bytes)).toBe(true);
  });

  it('keeps no copy of a render whose body is not what its coding says, and answers it as it was', async () => {
    const { state, getGzip, cache } = await harness();
    state.mislabelled = true;
    const answer = await getGzip();
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.bytes.toString()).toBe(html('rendered1nonce==', state.text)); // passed on untouched
    expect(cache.size().pages).toBe(0);
    await getGzip();
    expect(state.renders).toBe(2);
  });
});
