import type { z } from 'zod';
import type { Paged } from '../client/fetch-parsed';
import type { KeyColumns, KeyValues, Order } from './list-query';

/**
 * Everything a keyset-paged list needs, typed by its answer `P` and its row `R`: the server page reads and probes
 * its previous page with it, the browser list refreshes and renders with it (columns are added beside it, in the
 * components, typed by the same `R`).
 */
export interface ListDefinition<P extends Paged, R> {
  title: string;
  schema: z.ZodType<P>;
  rows: (page: P) => R[];
  rowKey: (row: R) => string;
  /** The keyset column(s) links.next moves, and a row's value(s) in them, in the same order. */
  keyset: { columns: KeyColumns; values: (row: R) => KeyValues };
  /** The API's default order, and what the two orders mean to a reader. */
  defaultOrder: Order;
  orderLabels?: [string, string];
  /** The token a row names: the first paint reads its name, symbol and decimals. */
  tokenOf?: (row: R) => string;
}

/** Infers a list's answer and row types from its schema and `rows`, so nothing downstream needs a cast. */
export const defineList = <P extends Paged, R>(list: ListDefinition<P, R>): ListDefinition<P, R> => list;
