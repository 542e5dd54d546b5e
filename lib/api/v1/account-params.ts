/**
 * Query-parameter rules shared by the account routes: the reference's value spellings for account ids,
 * balances and public keys, and its rule that a next link whose key range is empty is no link at all.
 */
import { parseAccountRef } from '../../core/account-ref';
import { nextLink, type LastValue } from '../links';
import { RANGE_OPERATORS, type ParamSpec } from '../params';
import { type Filter, type Order } from '../../core/filter';
import type { QueryParams } from '../query';

/**
 * account.id / spender.id style value: an entity id or an EVM address (aliases are not ids here). A
 * non-long-zero address parses to null: the reference looks it up as an id of null, which matches nothing.
 */
export function parseAccountIdValue(text: string): bigint | null | undefined {
  const ref = parseAccountRef(text);
  if (!ref || ref.kind === 'alias') return undefined;
  return ref.kind === 'id' ? ref.id : null;
}

/** An id filter value that can match no row: an EVM address no entity has (the reference binds null). */
export const NO_MATCH = Symbol('no-match');
export type AccountIdValue = bigint | typeof NO_MATCH;

/** account.id / spender.id: an entity id or an EVM address; aliases are not accepted here. */
export const accountIdParam = (operators = RANGE_OPERATORS) =>
  ({
    operators,
    parse: (v: string): AccountIdValue | null => {
      const id = parseAccountIdValue(v);
      return id === undefined ? null : (id ?? NO_MATCH);
    },
  }) satisfies ParamSpec<AccountIdValue>;

/**
 * Drops NO_MATCH values the way SQL treats a bound null: an eq list simply loses it, any other comparison
 * with it selects nothing (`impossible`), as does an eq list left empty.
 */
export function withoutNoMatch(filters: Filter<AccountIdValue>[]): { filters: Filter<bigint>[]; impossible: boolean } {
  const kept = filters.filter((f): f is Filter<bigint> => f.value !== NO_MATCH);
  const rangeNoMatch = filters.some((f) => f.value === NO_MATCH && f.operator !== 'eq');
  const hadEq = filters.some((f) => f.operator === 'eq');
  const eqLeft = kept.some((f) => f.operator === 'eq');
  return { filters: kept, impossible: rangeNoMatch || (hadEq && !eqLeft) };
}

/** token.id: an entity id or a long-zero EVM address (any other address is not a token id). */
export const tokenIdParam = (operators = RANGE_OPERATORS) =>
  ({
    operators,
    parse: (v: string) => {
      const ref = parseAccountRef(v);
      return ref?.kind === 'id' ? ref.id : null;
    },
  }) satisfies ParamSpec<bigint>;

/** Non-negative int64 written as 1–19 digits (account.balance). */
export const nonNegativeLongParam = (operators = RANGE_OPERATORS) =>
  ({
    operators,
    parse: (v: string) => (/^\d{1,19}$/.test(v) && BigInt(v) <= 9223372036854775807n ? BigInt(v) : null),
  }) satisfies ParamSpec<bigint>;

const PUBLIC_KEY = /^(?:0x)?([0-9a-fA-F]{64}|[0-9a-fA-F]{66}|[0-9a-fA-F]{88})$/;
const ED25519_DER_PREFIX = '302a300506032b6570032100';

/** A public key in hex (ED25519 raw or DER, ECDSA compressed), normalised as stored: lower case, no DER. */
export const publicKeyParam = (operators = RANGE_OPERATORS) =>
  ({
    operators,
    parse: (v: string) => {
      const match = PUBLIC_KEY.exec(v);
      if (!match) return null;
      const hex = match[1]!.toLowerCase();
      return hex.length === 88 && hex.startsWith(ED25519_DER_PREFIX) ? hex.slice(ED25519_DER_PREFIX.length) : hex;
    },
  }) satisfies ParamSpec<string>;

/** Drops repeated identical filters (the reference reads each parameter's values as a set). */
export function distinct<T>(filters: Filter<T>[]): Filter<T>[] {
  const seen = new Set<string>();
  return filters.filter((f) => {
    const key = `${f.operator}:${String(f.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The order a list really uses: `order` arrives lower-cased (QueryParams), and the reference only honours a
 * single `asc`/`desc`; a repeated one falls back to the default.
 */
export function effectiveOrder(query: QueryParams, fallback: Order): Order {
  const values = query.all('order');
  return values.length === 1 && (values[0] === 'asc' || values[0] === 'desc') ? values[0] : fallback;
}

/**
 * `links.next` as the reference builds it (see nextLink), or null when the leading key's range in the
 * built link is empty. `parse` reads that key's values.
 */
export function pageLink(
  path: string,
  query: QueryParams,
  order: Order,
  last: Record<string, LastValue>,
  parse: (v: string) => bigint | null,
): string | null {
  return nextLink(path, query, order, last, parse);
}
