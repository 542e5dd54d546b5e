import 'server-only';
import type { z } from 'zod';
import { parseJsonLossless } from '../core/int64-json';
import { getApiContext } from '../api/v1/context';
import { handleV1 } from '../api/v1/router';
import { HttpError } from './query-client';

/** Server components read /api/v1 in process (no HTTP hop), through the same router and schemas as the browser. */
export async function serverV1<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const response = await handleV1(new Request(`http://in-process${path}`), await getApiContext());
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text);
  return schema.parse(parseJsonLossless(text));
}
