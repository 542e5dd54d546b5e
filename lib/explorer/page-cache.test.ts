import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  explorerPageCache,
  HEAD_READ_SHARED_MS,
  LIVE_MAX_AGE_MS,
  LIVE_STALE_MAX_MS,
  pageFreshness,
  readAhead,
} from './page-cache';

describe('pageFreshness', () => {
  const at = (path: string) => new URL(path, 'http://x');

  it('keeps a block below the newest as final, and every other page of this ledger per block', () => {
    expect(pageFreshness(at('/blocks/41'), 42n)).toBe('final');
    expect(pageFreshness(at('/blocks/42'), 42n)).toBe('block'); // its "next block" is still to come
    expect(pageFreshness(at('/blocks/41'), null)).toBe('block');
    expect(pageFreshness(at('/blocks/0x12ab'), 42n)).toBe('block');
    expect(pageFreshness(at('/blocks'), 42n)).toBe('block');
    expect(pageFreshness(at('/transactions/0.0.2-1-2'), 42n)).toBe('block');
    expect(pageFreshness(at('/accounts/0.0.1001?tab=tokens'), 42n)).toBe('block');
  });

  it('adds the status revision to home, which shows the network status', () => {
    expect(pageFreshness(at('/'), 42n)).toBe('block-and-status');
    expect(pageFreshness(at('/?activity=day'), 42n)).toBe('block-and-status');
  });

  it('keeps no page of another network, and nothing that is not an explorer page', () => {
    expect(pageFreshness(at('/blocks/41?network=testnet'), 42n)).toBeNull();
    expect(pageFreshness(at('/?network=mainnet'), 42n)).toBeNull();
    expect(pageFreshness(at('/status'), 42n)).toBeNull();
    expect(pageFreshness(at('/api/v1/blocks'), 42n)).toBeNull();
  });
});

describe('what a kept page may depend on', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory()
        ? sources(file)
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [file]
          : [];
    });

  it('no page or component reads the request’s cookies or headers, but the 404 page (never kept) and the status admin', () => {
    // The key is the path and query alone: a page that read a cookie or a header would be served to everyone as it
    // was rendered for the first reader. The theme and the time zone are the browser's (localStorage).
    const readers = [...sources('app'), ...sources('components')].filter((file) =>
      /from ['"]next\/headers['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(readers.sort()).toEqual(['app/not-found.tsx', 'app/status/admin/page.tsx']);
  });
});

describe('readAhead', () => {
  it('answers from the last read, reads again in the background once it is old, and waits only when it is too old', async () => {
    let clock = 0;
    let reads = 0;
    let release = () => {};
    const read = readAhead(
      () => {
        reads++;
        return reads === 1
          ? Promise.resolve(reads)
          : new Promise<number>((resolve) => (release = () => resolve(reads)));
      },
      { freshMs: 100, usableMs: 1_000 },
      () => clock,
    );
    expect(await read()).toBe(1);
    clock = 50;
    expect(await read()).toBe(1);
    expect(reads).toBe(1);
    clock = 150;
    expect(await read()).toBe(1); // the second read is still running
    expect(await read()).toBe(1);
    expect(reads).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read()).toBe(2);
    clock = 5_000;
    const waited = read();
    release();
    expect(await waited).toBe(3);
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose "Next.js" renders a page naming its render count; the cache answers in front of it. */
async function harness() {
  const state = { block: 10n as bigint | null, revision: '1', clock: 0, renders: 0, blockReads: 0, renderMs: 0 };
  const cache = explorerPageCache({
    newestBlock: async () => {
      state.blockReads++;
      return state.block;
    },
    statusRevision: async () => state.revision,
    nowMs: () => state.clock,
  });
  const renderWithNext = async (req: IncomingMessage, res: ServerResponse) => {
    const render = ++state.renders;
    await new Promise((resolve) => setTimeout(resolve, state.renderMs));
    const nonce = `n${render}nonce==`;
    res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${nonce}'` });
    res.end(`<script nonce="${nonce}"></script>render ${render} of ${req.url}`);
  };
  server = createServer((req, res) => {
    void cache.answer(req, res, renderWithNext).then((answered) => (answered ? undefined : renderWithNext(req, res)));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`http://127.0.0.1:${port}${path}`, { headers })).text();
  return { state, get };
}

describe('explorerPageCache', () => {
  it('serves a page from one rendering until the newest block moves, the last one while the next renders', async () => {
    const { state, get } = await harness();
    const tx = '/transactions/0.0.2-1-2';
    expect(await get(tx)).toContain('render 1');
    expect(await get(tx)).toContain('render 1');
    // A new block: the first request renders for real, the others meanwhile get the last rendering.
    state.block = 11n;
    state.clock += HEAD_READ_SHARED_MS;
    expect(await get(tx)).toContain('render 1'); // the block read of a moment ago answers while the next one runs
    state.renderMs = 300;
    const rendering = get(tx);
    await expect.poll(() => state.renders).toBe(2);
    expect(await get(tx)).toContain('render 1');
    expect(await rendering).toContain('render 2');
    expect(await get(tx)).toContain('render 2');
    // Past half the maximum age, rendered again by the next request.
    state.renderMs = 0;
    state.clock += LIVE_MAX_AGE_MS / 2;
    expect(await get(tx)).toContain('render 3');
    expect(await get(tx)).toContain('render 3');
    // Older than LIVE_STALE_MAX_MS: a reader during the render waits for it rather than get one that old.
    state.renderMs = 300;
    state.clock += LIVE_STALE_MAX_MS;
    const answers = await Promise.all([get(tx), get(tx)]);
    expect(answers).toEqual([expect.stringContaining('render 4'), expect.stringContaining('render 4')]);
  });

  it('renders home again when the status page changes, even with no new block', async () => {
    const { state, get } = await harness();
    await get('/');
    expect(await get('/')).toContain('render 1');
    state.revision = '2';
    state.clock += HEAD_READ_SHARED_MS;
    await expect.poll(() => get('/')).toContain('render 2');
  });

  it('keeps a past block past new blocks and past the live pages’ maximum age', async () => {
    const { state, get } = await harness();
    expect(await get('/blocks/3')).toContain('render 1');
    state.block = 12n;
    state.clock += LIVE_MAX_AGE_MS + HEAD_READ_SHARED_MS;
    expect(await get('/blocks/3')).toContain('render 1');
  });

  it('reads the newest block once for the requests of a moment', async () => {
    const { state, get } = await harness();
    await Promise.all(['/blocks', '/tokens', '/accounts', '/blocks', '/tokens'].map((path) => get(path)));
    expect(state.blockReads).toBe(1);
    expect(state.renders).toBe(3);
  });

  it('leaves client-side navigations and other networks’ pages to Next.js', async () => {
    const { state, get } = await harness();
    await get('/tokens', { rsc: '1' });
    await get('/tokens', { rsc: '1' });
    await get('/tokens?network=testnet');
    await get('/tokens?network=testnet');
    expect(state.renders).toBe(4);
    await get('/status');
    await get('/status');
    expect(state.renders).toBe(6);
  });

  it('leaves every page to Next.js while the ledger has no block', async () => {
    const { state, get } = await harness();
    state.block = null;
    await get('/blocks');
    await get('/blocks');
    expect(state.renders).toBe(2);
  });
});
