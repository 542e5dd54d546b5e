import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { getConfig } from '../config';
import { HttpError } from '../client/query-client';
import { serverV1 } from '../client/server-v1';
import { fetchV1 } from '../client/v1';
import { ContractActionsResponse, type ContractAction } from '../schemas/v1/contract-action';
import { TokenInfo } from '../schemas/v1/token';
import { findNetwork, parseNetworks, type Network } from './networks';
import type { Getter } from './resolve';
import { detailApiPath } from './sections';
import { followPages, type Paged } from '../client/fetch-parsed';
import { sectionListApiPath, type ListDefinition, type ListView, type SectionListDefinition } from './list-definition';
import {
  paramProblems,
  previousPageHref,
  previousProbePath,
  toSearchParams,
  type ParamProblem,
  type SearchParamsRecord,
} from './list-query';

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
export async function loadOrNotFound<S extends z.ZodType>(
  network: Network,
  path: string,
  schema: S,
): Promise<z.infer<S>> {
  try {
    return await load(network, path, schema);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** null instead of an error for 400/404: for optional parts of a page. */
export async function loadOptional<S extends z.ZodType>(
  network: Network,
  path: string,
  schema: S,
): Promise<z.infer<S> | null> {
  try {
    return await load(network, path, schema);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Reads that answer null for a 400 or 404 (no such thing), for lookups that may miss (search, id forms). */
export const optionalGetter =
  (network: Network): Getter =>
  (path, schema) =>
    loadOptional(network, path, schema);

/** The messages of an API error: the Mirror Node's `_status.messages`, or the error's text. */
export function errorMessages(error: HttpError): string[] {
  return error.messages.length > 0 ? [...error.messages] : [error.message];
}

export type ListLoad<T> = { data: T; problems: null } | { data: null; problems: ParamProblem[] };

/**
 * A list's first paint, or the parameters that keep it from being read: a bad page size (checked here, since the
 * API never sees it) or a 400 from the API (a bad order, cursor or filter). The page names them instead of failing.
 */
export async function loadList<S extends z.ZodType>(
  network: Network,
  path: string,
  schema: S,
  current: URLSearchParams,
): Promise<ListLoad<z.infer<S>>> {
  const local = paramProblems(current, []);
  if (local.length > 0) return { data: null, problems: local };
  try {
    return { data: await load(network, path, schema), problems: null };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return { data: null, problems: paramProblems(current, errorMessages(error)) };
  }
}

/** Where a list is read and shown: its API read, its page, and the page URL's parameters it passes on. */
export interface ListAt {
  apiPath: string;
  pagePath: string;
  current: URLSearchParams;
  allowed: readonly string[];
}

/**
 * The page URL of the previous page (see previousProbePath), or null on the first page. The lookup failing costs
 * only the link: the page itself was read.
 */
export async function loadPreviousHref<P extends Paged, R>(
  network: Network,
  list: ListDefinition<P, R>,
  data: P,
  at: ListAt,
): Promise<string | null> {
  const { columns, values } = list.keyset;
  const probe = previousProbePath(at.apiPath, columns, list.rows(data).map(values)[0], list.defaultOrder);
  if (!probe) return null;
  const before = await load(network, probe, await list.loadSchema()).catch(() => null);
  if (before === null) return null;
  return previousPageHref(
    at.pagePath,
    at.current,
    at.allowed,
    columns,
    list.defaultOrder,
    list.rows(before).map(values),
  );
}

export type ListViewLoad<P> = { view: ListView<P>; problems: null } | { view: null; problems: ParamProblem[] };

/** A list's first paint with the URL of the page before it, ready for its browser component (or its parameter problems). */
export async function loadPagedList<P extends Paged, R>(
  network: Network,
  list: ListDefinition<P, R>,
  at: ListAt,
): Promise<ListViewLoad<P>> {
  const { data, problems } = await loadList(network, at.apiPath, await list.loadSchema(), at.current);
  if (problems) return { view: null, problems };
  // The probe for the previous page starts from this page's first row, so it can only follow the list's read.
  const previous = await loadPreviousHref(network, list, data, at);
  return { view: listView(network, data, previous, at), problems: null };
}

export function listView<P>(network: Network, initial: P, previous: string | null, at: ListAt): ListView<P> {
  return {
    base: network.base,
    path: at.apiPath,
    query: at.current.toString(),
    initial,
    previous,
    pagePath: at.pagePath,
    allowed: at.allowed,
  };
}

/**
 * A section's own list page (/blocks …) from its page URL: the read its definition makes of it, paged, or the whole
 * list at once (the address book: its read fails as any other page's, and there is no previous page).
 */
export async function loadSectionList<P extends Paged, R>(
  network: Network,
  list: SectionListDefinition<P, R>,
  current: URLSearchParams,
): Promise<ListViewLoad<P>> {
  const at: ListAt = {
    apiPath: sectionListApiPath(list, current),
    pagePath: list.pagePath,
    current,
    allowed: list.params,
  };
  if (list.onePage)
    return {
      view: listView(network, await load(network, at.apiPath, await list.loadSchema()), null, at),
      problems: null,
    };
  return loadPagedList(network, list, at);
}

/** Every action of a contract call, following links.next until the end. */
export async function loadAllActions(network: Network, id: string): Promise<ContractAction[]> {
  const actions: ContractAction[] = [];
  const read = (path: string) => load(network, path, ContractActionsResponse);
  for await (const page of followPages(`/api/v1/contracts/results/${id}/actions?limit=100`, read))
    actions.push(...page.actions);
  return actions;
}

/**
 * The infos of the tokens whose amounts a page shows, read once per distinct id, so the first paint already has
 * decimals and symbols. A token that cannot be read is left out: its amounts stay in smallest units.
 */
export async function loadTokens(
  network: Network,
  ids: Iterable<string | null | undefined>,
): Promise<Record<string, TokenInfo>> {
  const distinct = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const infos = await Promise.all(
    distinct.map((id) => load(network, detailApiPath('tokens', id), TokenInfo).catch(() => null)),
  );
  return Object.fromEntries(
    infos.filter((info): info is TokenInfo => info !== null).map((info) => [info.token_id, info]),
  );
}

/** The time of this request, for server-rendered states that depend on it (schedule expiry). */
export function requestTimeMs(): number {
  return Date.now();
}
