import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BEST_BROTLI_AFTER, prepareBody, writePrepared } from './prepared-answer';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serving(text: string) {
  const prepared = prepareBody(text);
  server = createServer(
    (req, res) => void writePrepared(req, res, prepared, { 'content-type': 'application/json' }, { 'x-extra': 'yes' }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server!.address() as AddressInfo).port;
  const ask = (headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  return { prepared, ask };
}

describe('a prepared body', () => {
  it('answers its bytes with a strong ETag, 304 to a client that has them, and its gzip made once', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) });
    const { prepared, ask } = await serving(text);
    const plain = await ask();
    expect(plain.status).toBe(200);
    expect(plain.bytes.toString()).toBe(text);
    expect(plain.headers.etag).toMatch(/^"/);
    expect(plain.headers['x-extra']).toBe('yes');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gz = await ask({ 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gz.bytes).toString()).toBe(text);
    expect(prepared.gzip()).toBe(prepared.gzip()); // the same bytes, not a new compression
    expect((await ask({ 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();

    const cached = await ask({ 'if-none-match': `"other", ${prepared.etag}` });
    expect(cached.status).toBe(304);
    expect(cached.bytes.length).toBe(0);
    expect(cached.headers['content-type']).toBeUndefined();
    expect(cached.headers.etag).toBe(prepared.etag);

    const head = await ask({}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
  });

  it('answers Brotli to readers who take it: a quick encoding first, the best once the body has been read often', async () => {
    // Hex digests: text the best quality compresses a tenth smaller than the quick one (a counting list barely differs).
    const items = Array.from({ length: 400 }, (_, i) => ({
      id: i,
      hash: createHash('sha1').update(`${i}`).digest('hex'),
    }));
    const text = JSON.stringify({ items });
    const { prepared, ask } = await serving(text);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (let i = 0; i < BEST_BROTLI_AFTER; i++) {
      expect((await ask({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
      expect((await ask()).headers['content-encoding']).toBeUndefined();
    }
    const quick = await ask(browser);
    expect(quick.headers['content-encoding']).toBe('br');
    expect(quick.headers.vary).toBe('Accept-Encoding');
    expect(quick.headers.etag).toBe(prepared.etag);
    expect(brotliDecompressSync(quick.bytes).toString()).toBe(text);
    expect(quick.bytes.length).toBeLessThan(prepared.gzip()!.length);
    // Had the gzip and plain readers above counted, the best encoding would have been started and be ready by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ask(browser)).bytes).toEqual(quick.bytes);
    for (let i = 2; i < BEST_BROTLI_AFTER; i++) await ask(browser);
    await expect.poll(async () => (await ask(browser)).bytes.length).toBeLessThan(quick.bytes.length);
    const best = await ask(browser);
    expect(brotliDecompressSync(best.bytes).toString()).toBe(text);
    expect((await ask({ 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await ask({ 'accept-encoding': 'br, gzip;q=0' })).headers['content-encoding']).toBe('br');
    expect((await ask({ 'accept-encoding': 'br;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('leaves a small body uncompressed', async () => {
    const { prepared, ask } = await serving('{"ok":true}');
    expect(prepared.gzip()).toBeNull();
    expect(prepared.brotli()).toBeNull();
    expect((await ask({ 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBeUndefined();
  });
});
