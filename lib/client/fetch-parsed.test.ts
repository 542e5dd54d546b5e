import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fetchParsed, followPages, type Fetcher } from './fetch-parsed';
import { HttpError } from './query-client';

const answer =
  (status: number, body: string): Fetcher =>
  async () =>
    new Response(body, { status });

describe('fetchParsed', () => {
  it('parses losslessly and checks the schema', async () => {
    const schema = z.object({ amount: z.bigint() });
    expect(await fetchParsed('/x', schema, { fetcher: answer(200, '{"amount":12345678901234567890}') })).toEqual({
      amount: 12345678901234567890n,
    });
    await expect(fetchParsed('/x', schema, { fetcher: answer(200, '{"amount":"no"}') })).rejects.toThrow();
  });

  it('refuses other answers with the API’s messages', async () => {
    const body = JSON.stringify({
      _status: { messages: [{ message: 'Invalid parameter: order' }, { message: 'Unknown query parameter: x' }] },
    });
    const error = await fetchParsed('/x', z.unknown(), { fetcher: answer(400, body) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid parameter: order',
      messages: ['Invalid parameter: order', 'Unknown query parameter: x'],
    });
    expect(
      await fetchParsed('/x', z.unknown(), { fetcher: answer(502, 'Bad gateway') }).catch((e: unknown) => e),
    ).toMatchObject({ status: 502, message: 'HTTP 502', messages: [] });
  });
});

describe('followPages', () => {
  const pages: Record<string, { n: number; links: { next: string | null } }> = {
    '/a': { n: 1, links: { next: '/b' } },
    '/b': { n: 2, links: { next: '/c' } },
    '/c': { n: 3, links: { next: null } },
  };
  const read = async (path: string) => pages[path]!;

  it('follows links.next to the end, or as far as the reader goes', async () => {
    const seen: number[] = [];
    for await (const page of followPages('/a', read)) seen.push(page.n);
    expect(seen).toEqual([1, 2, 3]);
    const first: number[] = [];
    for await (const page of followPages('/a', read)) {
      first.push(page.n);
      if (first.length === 2) break;
    }
    expect(first).toEqual([1, 2]);
  });

  it('stops after maxPages against a list that never ends', async () => {
    let count = 0;
    for await (const page of followPages('/loop', async () => ({ links: { next: '/loop' } }), 5))
      count += page.links.next ? 1 : 0;
    expect(count).toBe(5);
  });
});
