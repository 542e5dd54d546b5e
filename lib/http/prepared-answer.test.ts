import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareBody, writePrepared } from './prepared-answer';

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

    const gz = await ask({ 'accept-encoding': 'gzip, br' });
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

  it('answers Brotli once its best-quality encoding is ready, gzip meanwhile and to clients that prefer it', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `item ${i}` })) });
    const { prepared, ask } = await serving(text);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    expect((await ask({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await ask()).headers['content-encoding']).toBeUndefined();
    // Had the readers above started the Brotli encoding, it would be ready by now and the next answer would carry it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const first = await ask(browser);
    expect(first.headers['content-encoding']).toBe('gzip'); // the Brotli encoding is being made off the event loop
    await expect.poll(() => prepared.brotli()).not.toBeNull();
    const br = await ask(browser);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toBe(prepared.etag);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(text);
    expect(br.bytes.length).toBeLessThan(prepared.gzip()!.length);
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
