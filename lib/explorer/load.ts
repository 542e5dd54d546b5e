import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { getConfig } from '../config';
import { HttpError } from '../client/query-client';
import { serverV1 } from '../client/server-v1';
import { fetchV1 } from '../client/v1';
import { TokenInfo } from '../schemas/v1/token';
import { findNetwork, parseNetworks, type Network } from './networks';
import type { Getter } from './resolve';
import { detailApiPath } from './sections';
import { paramProblems, previousPageHref, previousProbePath, toSearchParams, type KeyColumns, type KeyValues, type Order, type ParamProblem, type SearchParamsRecord } from './list-query';

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

/** Reads that answer null for a 400 or 404 (no such thing), for lookups that may miss (search, id forms). */
export const optionalGetter = (network: Network): Getter => (path, schema) => loadOptional(network, path, schema);

/** The messages of an API error: the Mirror Node's `_status.messages`, or the error's text. */
export function errorMessages(error: HttpError): string[] {
  return error.messages.length > 0 ? [...error.messages] : [error.message];
}

export type ListLoad<T> = { data: T; problems: null } | { data: null; problems: ParamProblem[] };

/**
 * A list's first paint, or the parameters that keep it from being read: a bad page size (checked here, since the
 * API never sees it) or a 400 from the API (a bad order, cursor or filter). The page names them instead of failing.
 */
export async function loadList<S extends z.ZodType>(network: Network, path: string, schema: S, current: URLSearchParams): Promise<ListLoad<z.infer<S>>> {
  const local = paramProblems(current, []);
  if (local.length > 0) return { data: null, problems: local };
  try {
    return { data: await load(network, path, schema), problems: null };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return { data: null, problems: paramProblems(current, errorMessages(error)) };
  }
}

export interface PreviousPage<S extends z.ZodType> {
  /** The API path the page's rows came from, and the schema of its answer. */
  apiPath: string;
  schema: S;
  /** The keyset column(s) of the list (the parameters links.next moves), and each row's value(s) in them. */
  key: KeyColumns;
  keys: (data: z.infer<S>) => KeyValues[];
  defaultOrder: Order;
  pagePath: string;
  current: URLSearchParams;
  allowed: readonly string[];
}

/**
 * The page URL of the previous page (see previousProbePath), or null on the first page. The lookup failing costs
 * only the link: the page itself was read.
 */
export async function loadPreviousHref<S extends z.ZodType>(network: Network, data: z.infer<S>, spec: PreviousPage<S>): Promise<string | null> {
  const probe = previousProbePath(spec.apiPath, spec.key, spec.keys(data)[0], spec.defaultOrder);
  if (!probe) return null;
  const before = await load(network, probe, spec.schema).catch(() => null);
  if (before === null) return null;
  return previousPageHref(spec.pagePath, spec.current, spec.allowed, spec.key, spec.defaultOrder, spec.keys(before));
}

/** A list's first paint (or its parameter problems) and, when it has rows, the URL of the page before it. */
export async function loadPagedList<S extends z.ZodType>(network: Network, spec: PreviousPage<S>): Promise<ListLoad<z.infer<S>> & { previous: string | null }> {
  const list = await loadList(network, spec.apiPath, spec.schema, spec.current);
  // The probe for the previous page starts from this page's first row, so it can only follow the list's read.
  return { ...list, previous: list.data === null ? null : await loadPreviousHref(network, list.data, spec) };
}

/**
 * The infos of the tokens whose amounts a page shows, read once per distinct id, so the first paint already has
 * decimals and symbols. A token that cannot be read is left out: its amounts stay in smallest units.
 */
export async function loadTokens(network: Network, ids: Iterable<string | null | undefined>): Promise<Record<string, TokenInfo>> {
  const distinct = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const infos = await Promise.all(distinct.map((id) => load(network, detailApiPath('tokens', id), TokenInfo).catch(() => null)));
  return Object.fromEntries(infos.filter((info): info is TokenInfo => info !== null).map((info) => [info.token_id, info]));
}

/** The time of this request, for server-rendered states that depend on it (schedule expiry). */
export function requestTimeMs(): number {
  return Date.now();
}
