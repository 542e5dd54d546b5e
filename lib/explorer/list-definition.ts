import type { Paged } from '../client/fetch-parsed';
import type { SchemaLoader } from '../client/v1';
import { apiListPath, type KeyColumns, type KeyValues, type Order } from './list-query';
import type { SectionId } from './sections';

/**
 * Everything a keyset-paged list needs, typed by its answer `P` and its row `R`: the server page reads and probes
 * its previous page with it, the browser list refreshes and renders with it (columns are added beside it, in the
 * components, typed by the same `R`).
 */
export interface ListDefinition<P extends Paged, R> {
  title: string;
  /** Its answer's wire schema, loaded when first parsed with (see SchemaLoader). */
  loadSchema: SchemaLoader<P>;
  rows: (page: P) => R[];
  rowKey: (row: R) => string;
  /** The keyset column(s) links.next moves, and a row's value(s) in them, in the same order. */
  keyset: { columns: KeyColumns; values: (row: R) => KeyValues };
  /** The order the list is shown in when the URL names none, and what the two orders mean to a reader. */
  defaultOrder: Order;
  orderLabels?: [string, string];
  /** The token a row names: the first paint reads its name, symbol and decimals. */
  tokenOf?: (row: R) => string;
}

/** The two orders of a list by entity id. */
export const ID_ORDER_LABELS: [string, string] = ['Highest id first', 'Lowest id first'];

/** Infers a list's answer and row types from its schema and `rows`, so nothing downstream needs a cast. */
export const defineList = <P extends Paged, R>(list: ListDefinition<P, R>): ListDefinition<P, R> => list;

/** Where a section's own list lives (/blocks …): its page, its /api/v1 collection, and how the page shows it. */
export interface ListPlace {
  /** The section whose list page this is: the page is /{section}. */
  section: SectionId;
  /** Its /api/v1 collection, when that is not /api/v1/{section}. */
  endpoint?: string;
  /** The page URL's parameters passed on to the API (the rest stay on the page: network, at …). */
  params: readonly string[];
  /** The API's order when asked for none, where it is not defaultOrder: the read then asks for defaultOrder. */
  apiOrder?: Order;
  /** New rows wait while the reader is on the rows, with a Live/Paused switch and an "N new … · show" button. */
  live?: boolean;
  /** A date form moves the list's timestamp cursor (`at`, see jumpHref). */
  jumpToDate?: boolean;
  /** The whole list is one page (the address book): read as it is, without a pager or a previous page. */
  onePage?: boolean;
}

export type SectionListDefinition<P extends Paged, R> = ListDefinition<P, R> &
  ListPlace & { pagePath: string; endpoint: string };

/** A section's list: its definition, its place, and the page and API paths that follow from the section. */
export const sectionList = <P extends Paged, R>(
  place: ListPlace,
  list: ListDefinition<P, R>,
): SectionListDefinition<P, R> => ({
  ...place,
  ...defineList(list),
  pagePath: `/${place.section}`,
  endpoint: place.endpoint ?? `/api/v1/${place.section}`,
});

/** The API read behind a section list's page URL: its parameters, a page size, and its order where the API's differs. */
export function sectionListApiPath(
  list: Pick<SectionListDefinition<Paged, unknown>, 'endpoint' | 'params' | 'apiOrder' | 'defaultOrder'>,
  params: URLSearchParams,
): string {
  const defaults: Record<string, string> =
    list.apiOrder !== undefined && list.apiOrder !== list.defaultOrder ? { order: list.defaultOrder } : {};
  return apiListPath(list.endpoint, params, list.params, defaults);
}

/**
 * What a list's browser component is handed by its server page (serializable): the network base, the API read and
 * its first answer, the page URL's query, the previous page's URL (null on the first page), and where the list lives.
 */
export interface ListView<P> {
  base: string;
  path: string;
  query: string;
  initial: P;
  previous: string | null;
  pagePath: string;
  allowed: readonly string[];
}
