import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { getConfig } from '../config';
import { HttpError } from '../client/query-client';
import { serverV1 } from '../client/server-v1';
import { fetchV1 } from '../client/v1';
import { tokenPath } from '../client/explorer-queries';
import { TokenInfo } from '../schemas/v1/token';
import { findNetwork, parseNetworks, type Network } from './networks';
import { toSearchParams, type SearchParamsRecord } from './list-query';

/** Server-side reads for explorer pages: this server in process, other networks over HTTP. */
export function explorerNetworks(): Network[] {
  return parseNetworks(getConfig().EXPLORER_NETWORKS);
}

export interface PageContext {
  network: Network;
  params: URLSearchParams;
}

/** The page's network from `?network=` (unknown network: 404) and its query parameters. */
export async function pageContext(searchParams: Promise<SearchParamsRecord>): Promise<PageContext> {
  const params = toSearchParams(await searchParams);
  const network = findNetwork(explorerNetworks(), params.get('network'));
  if (!network) notFound();
  return { network, params };
}

export function load<S extends z.ZodType>(network: Network, path: string, schema: S): Promise<z.infer<S>> {
  return network.base ? fetchV1(path, schema, network.base) : serverV1(path, schema);
}

/** Like load, but a 400 or 404 answer (bad or unknown id) shows the not-found page. */
export async function loadOrNotFound<S extends z.ZodType>(network: Network, path: string, schema: S): Promise<z.infer<S>> {
  try {
    return await load(network, path, schema);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** null instead of an error for 400/404: for optional parts of a page. */
export async function loadOptional<S extends z.ZodType>(network: Network, path: string, schema: S): Promise<z.infer<S> | null> {
  try {
    return await load(network, path, schema);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The infos of the tokens whose amounts a page shows, read once per distinct id, so the first paint already has
 * decimals and symbols. A token that cannot be read is left out: its amounts stay in smallest units.
 */
export async function loadTokens(network: Network, ids: Iterable<string | null | undefined>): Promise<Record<string, TokenInfo>> {
  const distinct = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const infos = await Promise.all(distinct.map((id) => load(network, tokenPath(id), TokenInfo).catch(() => null)));
  return Object.fromEntries(infos.filter((info): info is TokenInfo => info !== null).map((info) => [info.token_id, info]));
}

/** The time of this request, for server-rendered states that depend on it (schedule expiry). */
export function requestTimeMs(): number {
  return Date.now();
}
