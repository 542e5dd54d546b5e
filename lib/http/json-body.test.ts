import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { readBoundedBytes, readBoundedStream, readJsonBody } from './json-body';

const post = (body: string | null, headers: HeadersInit = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers });

async function failure(request: Request, maxBytes: number): Promise<HttpError> {
  const error: unknown = await readJsonBody(request, maxBytes).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('readJsonBody', () => {
  it('parses JSON and reads an empty body as no fields', async () => {
    expect(await readJsonBody(post('{"name":"api"}'), 1024)).toEqual({ name: 'api' });
    expect(await readJsonBody(post(''), 1024)).toEqual({});
    expect(await readJsonBody(post(null), 1024)).toEqual({});
  });

  it('refuses a body that is not JSON with 400', async () => {
    const error = await failure(post('{nope'), 1024);
    expect([error.status, error.messages]).toEqual([400, ['body: not valid JSON']]);
  });

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const declared = await failure(post('{}', { 'content-length': '2048' }), 1024);
    expect([declared.status, declared.message]).toEqual([413, 'body: larger than 1 KiB']);
    // No Content-Length on the request: the limit is enforced while the body is read.
    expect((await failure(post(`"${'a'.repeat(2048)}"`), 1024)).status).toBe(413);
    expect(await readJsonBody(post(`"${'a'.repeat(1000)}"`), 1024)).toBe('a'.repeat(1000));
  });
});

describe('bounded bytes', () => {
  async function* chunks(...parts: number[]) {
    for (const size of parts) yield new Uint8Array(size).fill(7);
  }
  const status = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: unknown) => (error instanceof HttpError ? error.status : 500),
    );

  it('reads a web body and a node stream up to the limit, and refuses one byte more with 413', async () => {
    expect((await readBoundedBytes(post('abc'), 3)).length).toBe(3);
    expect(await status(readBoundedBytes(post('abcd'), 3))).toBe(413);
    expect((await readBoundedStream(chunks(2, 2), null, 4)).length).toBe(4);
    expect(await status(readBoundedStream(chunks(2, 3), null, 4))).toBe(413);
    // A declared length over the limit is refused before anything is read.
    expect(await status(readBoundedStream(chunks(1), '5', 4))).toBe(413);
  });
});
