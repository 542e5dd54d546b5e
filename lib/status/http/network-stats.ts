import { getConfig } from '../../config';
import { getStatusDb, type Queryable } from '../../db';
import { publicApiRefusal, retryAfterHeaders } from '../../http/rate-limit';
import { NetworkStatsPeriodName, type NetworkStatsResponse } from '../../schemas/network-stats';
import { badRequest, notFound } from '../errors';
import { errorBody, jsonResponse } from './respond';
import { networkStatsCsv } from '../network/csv';
import { PERIOD_LIMITS, networkStats, nodeActivity } from '../network/read';

/**
 * The network figures extension API (`/api/network/...`, docs/network-stats.md): read only from our store, where
 * the worker keeps the figures; open CORS and a few seconds of public caching, since they move with every block.
 */
const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
  'Cache-Control': 'public, max-age=5',
};

type Handler = (store: Queryable, url: URL, params: Record<string, string>) => Promise<Response | unknown>;

function networkRoute(handler: Handler) {
  return async (request: Request, args?: { params: Promise<Record<string, string>> }): Promise<Response> => {
    try {
      const config = getConfig();
      const refusal = await publicApiRefusal(config, request);
      if (refusal) {
        const error = `Rate limit exceeded: retry after ${refusal.retryAfterSeconds} s`;
        return jsonResponse(
          request,
          { error },
          { status: 429, headers: { ...HEADERS, ...retryAfterHeaders(refusal) } },
        );
      }
      const answer = await handler(await getStatusDb(config), new URL(request.url), (await args?.params) ?? {});
      return answer instanceof Response ? answer : jsonResponse(request, answer, { headers: HEADERS });
    } catch (error) {
      const { status, message } = errorBody(error);
      return jsonResponse(
        request,
        { error: message },
        { status, headers: { ...HEADERS, 'Cache-Control': 'no-store' } },
      );
    }
  };
}

/** `?period=hour|day|month&limit=N`: the period defaults to hour, the limit to the period's default. */
export function parseStatsQuery(url: URL): { period: NetworkStatsPeriodName; limit: number } {
  const known = new Set(['period', 'limit']);
  const unknown = [...url.searchParams.keys()].find((key) => !known.has(key));
  if (unknown !== undefined) throw badRequest(`unknown parameter: ${unknown}`);
  const periodText = url.searchParams.get('period') ?? 'hour';
  const period = NetworkStatsPeriodName.safeParse(periodText);
  if (!period.success) throw badRequest('period: must be one of hour, day, month');
  const limits = PERIOD_LIMITS[period.data];
  const limitText = url.searchParams.get('limit');
  if (limitText === null) return { period: period.data, limit: limits.default };
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > limits.max) {
    throw badRequest(`limit: must be a whole number from 1 to ${limits.max} for ${period.data}s`);
  }
  return { period: period.data, limit };
}

export const getNetworkStats = networkRoute((store, url) => {
  const { period, limit } = parseStatsQuery(url);
  return networkStats(store, period, limit);
});

export const getNetworkStatsCsv = networkRoute(async (store, url) => {
  const { period, limit } = parseStatsQuery(url);
  const stats: NetworkStatsResponse = await networkStats(store, period, limit);
  return new Response(networkStatsCsv(stats), {
    headers: {
      ...HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="network-${period}.csv"`,
    },
  });
});

/** A node by its account (`0.0.3`, or `3`). */
export const getNodeActivity = networkRoute((store, _url, params) => {
  const match = /^(?:0\.0\.)?(\d{1,18})$/.exec(params.account ?? '');
  if (!match) throw badRequest('account: must be a node account id such as 0.0.3');
  const account = BigInt(match[1]!);
  if (account === 0n) throw notFound('node account 0.0.0');
  return nodeActivity(store, account);
});
