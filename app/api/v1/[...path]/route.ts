// /api/v1/* – the Mirror Node compatible ledger query API (one record per endpoint in lib/api/v1/routes/).
import { errorBody } from '@/lib/api/errors';
import { getApiContext } from '@/lib/api/v1/context';
import { handleV1 } from '@/lib/api/v1/router';
import { getConfig } from '@/lib/config';
import { publicApiRefusal, retryAfterHeaders } from '@/lib/http/rate-limit';

export const dynamic = 'force-dynamic';

/** Over RATE_LIMIT_API_PER_SECOND: a 429 in the Mirror Node's error shape, with its throttle message. */
async function serve(request: Request): Promise<Response> {
  const refusal = await publicApiRefusal(getConfig(), request);
  if (refusal) {
    return Response.json(errorBody(['Requests per second rate limit exceeded.']), {
      status: 429,
      headers: { ...retryAfterHeaders(refusal), 'Access-Control-Allow-Origin': '*' },
    });
  }
  return handleV1(request, await getApiContext());
}

export { serve as GET, serve as HEAD, serve as POST, serve as PUT, serve as PATCH, serve as DELETE, serve as OPTIONS };
