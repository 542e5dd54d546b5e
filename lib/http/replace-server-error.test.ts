import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceServerError, type ReplacementAnswer } from './replace-server-error';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve)))));

/** A server whose handler answers like Next.js does (setHeader, statusCode, write chunks, end), under the swap. */
async function serve(
  handler: (res: ServerResponse) => void,
  instead: () => Promise<ReplacementAnswer | null>,
): Promise<string> {
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('x-kept', 'yes');
    replaceServerError(res, { instead, keepHeaders: ['x-kept'] });
    handler(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const unreachable: ReplacementAnswer = {
  status: 503,
  headers: { 'content-type': 'text/plain', 'retry-after': '15' },
  body: 'ledger unreachable',
};

function failingRender(res: ServerResponse) {
  res.statusCode = 500;
  res.setHeader('content-type', 'text/html');
  res.setHeader('x-powered-by', 'the page');
  res.write('<html>part one');
  setTimeout(() => {
    res.write(' part two');
    res.end('</html>');
  }, 20);
}

describe('replaceServerError', () => {
  it("answers the replacement instead of a 500, with none of the handler's output or headers but the kept ones", async () => {
    let asked = 0;
    const url = await serve(failingRender, async () => (asked++, unreachable));
    const answer = await fetch(url);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe('ledger unreachable');
    expect(answer.headers.get('retry-after')).toBe('15');
    expect(answer.headers.get('x-kept')).toBe('yes');
    expect(answer.headers.get('x-powered-by')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the handler's late writes go nowhere, without an error
    expect(asked).toBe(1);
  });

  it('lets the 500 through as written when there is nothing to say instead', async () => {
    const url = await serve(failingRender, async () => null);
    const answer = await fetch(url);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('x-powered-by')).toBe('the page');
    expect(await answer.text()).toBe('<html>part one part two</html>');
  });

  it('does not look at answers below 500, or at a 503, and never asks', async () => {
    let asked = 0;
    const count = async () => (asked++, unreachable);
    const ok = await serve((res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('fine'), count);
    expect(await (await fetch(ok)).text()).toBe('fine');
    const busy = await serve((res) => res.writeHead(503).end('busy'), count);
    expect((await fetch(busy)).status).toBe(503);
    const streamed = await serve((res) => {
      res.write('a');
      res.statusCode = 500; // too late: the status went out with the first chunk
      res.end('b');
    }, count);
    expect(await (await fetch(streamed)).text()).toBe('ab');
    expect(asked).toBe(0);
  });

  it('replaces a 500 given to writeHead too', async () => {
    const url = await serve(
      (res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<p>error</p>'),
      async () => unreachable,
    );
    expect((await fetch(url)).status).toBe(503);
  });

  it("keeps working when the handler wraps the methods again itself, as Next.js's compression does", async () => {
    const url = await serve(
      (res) => {
        const [write, end] = [res.write.bind(res), res.end.bind(res)];
        res.write = ((chunk: string) => write(chunk.toUpperCase())) as typeof res.write;
        res.end = ((chunk?: string) => end(chunk?.toUpperCase())) as typeof res.end;
        res.statusCode = 200;
        res.write('wrapped ');
        setTimeout(() => res.end('and ended'), 10);
      },
      async () => unreachable,
    );
    const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    expect(await answer.text()).toBe('WRAPPED AND ENDED');
  });
});
