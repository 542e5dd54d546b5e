import type { Config } from '../../config';
import { publicApiRefusal, retryAfterHeaders } from '../../http/rate-limit';
import { errorBody } from '../errors';

/**
 * Counts the request against its client's RATE_LIMIT_API_PER_SECOND; over it, a 429 in the Mirror Node's error
 * shape with its throttle message (web3's ThrottleManager words it so), else null.
 */
export async function v1RateLimited(
  request: { headers: Pick<Headers, 'get'> },
  config: Config,
): Promise<Response | null> {
  const refusal = await publicApiRefusal(config, request);
  if (!refusal) return null;
  return Response.json(errorBody(['Requests per second rate limit exceeded.']), {
    status: 429,
    headers: { ...retryAfterHeaders(refusal), 'Access-Control-Allow-Origin': '*' },
  });
}
