import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerReader, writeAnswer, type NodeAnswer } from './node-bridge';

const BIG = JSON.stringify({
  rows: Array.from({ length: 100 }, (_, i) => ({ i, text: 'some text to make it worth compressing' })),
});
let seen: (string | null)[] = [];
let server: Server;
let port: number;

/** Answers each path with a fixed answer, and records what headerReader read of the request. */
const ANSWERS: Record<string, NodeAnswer> = {
  '/big': { status: 200, headers: { 'content-type': 'application/json', vary: 'origin' }, body: BIG },
  '/small': { status: 404, headers: { 'content-type': 'application/json' }, body: '{"x":1}' },
  '/none': { status: 304, headers: { etag: 'W/"a"' }, body: null },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const headers = headerReader(req);
    seen = [headers.get('If-None-Match'), headers.get('x-missing')];
    void writeAnswer(req, res, ANSWERS[req.url ?? '']!, { 'x-frame-options': 'DENY' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('writeAnswer', () => {
  it('writes the status, the headers with the extra ones, and the length of the text', async () => {
    const answer = await get('/small', 'GET', { 'if-none-match': 'W/"b"' });
    expect(answer.status).toBe(404);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-length']).toBe('7');
    expect(answer.body.toString()).toBe('{"x":1}');
    expect(seen).toEqual(['W/"b"', null]);
  });

  it('gzips a body worth it for a client that accepts gzip, and adds Accept-Encoding to Vary', async () => {
    const answer = await get('/big', 'GET', { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('origin, Accept-Encoding');
    expect(gunzipSync(answer.body).toString()).toBe(BIG);
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG);
  });

  it('sends no body to HEAD, and none when the answer has none', async () => {
    const head = await get('/big', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const none = await get('/none');
    expect(none.status).toBe(304);
    expect(none.headers.etag).toBe('W/"a"');
    expect(none.body.length).toBe(0);
  });
});
