import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { renderedPageCache } from './rendered-page-cache';

const html = (nonce: string, text: string) => `<html><script nonce="${nonce}">go()</script><p>${text}</p></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request through the cache; the renderer writes to the real response as Next.js does. */
async function harness() {
  const state = { version: 'v1', text: 'first', status: 200, cookie: false, renders: 0, nonces: 0, compressed: false };
  const cache = renderedPageCache({ newNonce: () => `fresh${++state.nonces}nonce+/` });
  server = createServer((req, res) => {
    void cache.serve(req, res, '/status', state.version, async (request, response) => {
      state.renders++;
      state.compressed = request.headers['accept-encoding'] !== undefined;
      await new Promise((resolve) => setTimeout(resolve, 20));
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
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/status`;
  const get = async () => {
    const response = await fetch(url);
    return { status: response.status, policy: response.headers.get('content-security-policy') ?? '', type: response.headers.get('content-type'), body: await response.text() };
  };
  return { state, get };
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
});
