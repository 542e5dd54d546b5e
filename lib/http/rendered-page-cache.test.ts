import { randomBytes } from 'node:crypto';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { deflatePieces, gzipWithNonce, renderedPageCache, type RenderedPageCacheOptions } from './rendered-page-cache';

const html = (nonce: string, text: string) => `<html><script nonce="${nonce}">go()</script><p>${text}</p></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request through the cache; the renderer writes to the real response as Next.js does. */
async function harness(overrides: Partial<RenderedPageCacheOptions> = {}) {
  const state = { version: 'v1', text: 'first', status: 200, cookie: false, renders: 0, nonces: 0, compressed: false, clock: 0, renderMs: 20 };
  const cache = renderedPageCache({ newNonce: () => `fresh${++state.nonces}nonce+/`, nowMs: () => state.clock, ...overrides });
  server = createServer((req, res) => {
    void cache.serve(req, res, req.url ?? '/', state.version, async (request, response) => {
      state.renders++;
      state.compressed = request.headers['accept-encoding'] !== undefined;
      await new Promise((resolve) => setTimeout(resolve, state.renderMs));
      const nonce = `rendered${state.renders}nonce==`;
      response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      if (state.cookie) response.setHeader('set-cookie', 'a=b');
      response.writeHead(state.status, { 'content-type': 'text/html; charset=utf-8' });
      // In two pieces, as a streamed render arrives.
      const body = html(nonce, state.text);
      response.write(body.slice(0, 10));
      response.end(Buffer.from(body.slice(10)));
    }, { 'x-extra': 'yes' });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (path = '/status') => {
    const response = await fetch(origin + path);
    return { status: response.status, policy: response.headers.get('content-security-policy') ?? '', type: response.headers.get('content-type'), body: await response.text() };
  };
  /** The raw answer to a client that accepts gzip (fetch would decode it out of sight). */
  const getGzip = (path = '/status') =>
    new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
      httpGet(origin + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  return { state, get, getGzip, cache };
}

describe('renderedPageCache', () => {
  it('renders once for concurrent and later requests, giving each answer a nonce of its own', async () => {
    const { state, get } = await harness();
    const answers = await Promise.all([get(), get(), get(), get()]);
    answers.push(await get());
    expect(state.renders).toBe(1);
    expect(state.compressed).toBe(false); // the render that is kept is written as text
    const nonces = answers.map((a) => /'nonce-([^']+)'/.exec(a.policy)![1]);
    // The first answer is the render itself, with its own nonce; every copy gets a fresh one.
    expect(new Set(nonces).size).toBe(5);
    for (const [i, answer] of answers.entries()) {
      expect(answer.body).toBe(html(nonces[i]!, 'first'));
      expect(answer.type).toBe('text/html; charset=utf-8');
      if (i > 0) expect(answer.body).not.toContain('rendered1nonce');
    }
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
    expect(answers.map((answer) => answer.body)).toEqual([expect.stringContaining('third'), expect.stringContaining('third')]);
    expect(state.renders).toBe(4);
  });

  it('answers a client that accepts gzip from the copy compressed once, each answer with its own nonce', async () => {
    const { state, getGzip } = await harness();
    state.text = 'x'.repeat(3_000); // worth compressing
    await getGzip(); // the render itself
    const [one, two] = [await getGzip(), await getGzip()];
    expect(state.renders).toBe(1);
    for (const answer of [one, two]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(answer.bytes.length).toBeLessThan(500);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!;
      expect(gunzipSync(answer.bytes).toString()).toBe(html(nonce, state.text)); // gunzip checks the CRC and length
    }
    expect(one.headers['content-security-policy']).not.toBe(two.headers['content-security-policy']);
  });
});

describe('gzipWithNonce', () => {
  it('joins pieces deflated once with a nonce between them into one valid gzip member', () => {
    const pieces = [randomBytes(70_000), Buffer.from('a'.repeat(40_000)), Buffer.alloc(0), randomBytes(10)];
    const nonce = Buffer.from('bm9uY2Ugb2YgdGhpcyBhbnN3ZXI=');
    const whole = Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonce, piece])));
    expect(gunzipSync(gzipWithNonce(deflatePieces(pieces, nonce.length), nonce)).equals(whole)).toBe(true);
  });

  it("makes the trailer of each nonce from the page's figures worked out once, the CRC and size gunzip checks", () => {
    const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `<p class="row-${i % 97}">day ${i}</p>`).join(''));
    const pieces = [Buffer.from('<html nonce="'), text(2_000), Buffer.from('">'), Buffer.alloc(0), text(500)];
    const page = deflatePieces(pieces, 24);
    // Many nonces against one page: a wrong share of any nonce bit in the CRC makes gunzip refuse the answer.
    for (let i = 0; i < 50; i++) {
      const nonce = Buffer.from(randomBytes(16).toString('base64'));
      const whole = Buffer.concat(pieces.flatMap((piece, k) => (k === 0 ? [piece] : [nonce, piece])));
      const answer = gzipWithNonce(page, nonce);
      expect(gunzipSync(answer).equals(whole)).toBe(true);
      expect(answer.readUInt32LE(answer.length - 8)).toBe(crc32(whole) >>> 0);
    }
    expect(() => gzipWithNonce(page, Buffer.from('abc'))).toThrow(/3 bytes/);
  });

  it('lets each piece refer back across the nonces to the pieces before it, never into a nonce', () => {
    const row = (i: number) => `<script nonce="`.repeat(i % 3 === 0 ? 1 : 0) + `<li data-x="${i % 7}">Operational, no downtime</li>`;
    const pieces = Array.from({ length: 30 }, (_, k) => Buffer.from(Array.from({ length: 40 }, (_, i) => row(i + k)).join('')));
    const nonce = Buffer.from(randomBytes(16).toString('base64'));
    const whole = Buffer.concat(pieces.flatMap((piece, k) => (k === 0 ? [piece] : [nonce, piece])));
    const answer = gzipWithNonce(deflatePieces(pieces, nonce.length), nonce);
    expect(gunzipSync(answer).equals(whole)).toBe(true);
    // Without the dictionaries each piece starts from nothing: its compressed pieces alone are over twice the answer.
    const alone = pieces.reduce((sum, piece) => sum + deflateRawSync(piece).length, 0);
    expect(answer.length * 2).toBeLessThan(alone);
    // A page with a zero byte gets no dictionaries (a reference could reach into a nonce), and is still right.
    const zeroed = [...pieces.slice(0, 5), Buffer.from([0x61, 0, 0x62])];
    const plain = Buffer.concat(zeroed.flatMap((piece, k) => (k === 0 ? [piece] : [nonce, piece])));
    expect(gunzipSync(gzipWithNonce(deflatePieces(zeroed, nonce.length), nonce)).equals(plain)).toBe(true);
  });

});
