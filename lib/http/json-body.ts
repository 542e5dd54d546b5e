import { HttpError } from './errors';

export const tooLarge = (maxBytes: number) => new HttpError(413, `body: larger than ${maxBytes / 1024} KiB`);

/**
 * A request's JSON body, refused with 413 once it passes `maxBytes` (declared or read: the stream is cut off
 * there, never buffered whole) and with 400 when it is not JSON. An empty body reads as `{}`: a request that
 * sends no fields.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBoundedText(request, maxBytes);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'body: not valid JSON');
  }
}

/** A request's body as text, refused with 413 once it passes `maxBytes` (declared or read, never buffered whole). */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string> {
  return Buffer.from(await readBoundedBytes(request, maxBytes)).toString('utf8');
}

/** A request's body as bytes, refused with 413 once it passes `maxBytes` (declared or read, never buffered whole). */
export async function readBoundedBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** readBoundedBytes for a node:http request (the product server's /api/v1 listener). */
export async function readBoundedStream(
  stream: AsyncIterable<Uint8Array>,
  declaredLength: string | null,
  maxBytes: number,
): Promise<Uint8Array> {
  if (Number(declaredLength ?? 0) > maxBytes) throw tooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
