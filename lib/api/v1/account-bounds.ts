/**
 * Two-key keyset paging as the reference does it for lists ordered by (primary, secondary), e.g. NFTs by
 * (token.id, serialnumber): at most one eq, one gt/gte and one lt/lte per key, the secondary key only
 * with the primary, and a split of the range into index-friendly slices.
 */
import { invalidArgument } from '../errors';
import type { Filter } from '../../core/filter';

export class Bound<T = bigint> {
  equal: Filter<T> | null = null;
  lower: Filter<T> | null = null;
  upper: Filter<T> | null = null;

  constructor(readonly key: string) {}

  /** Adds one filter; a second of the same kind, or ne, is rejected with the reference's wording. */
  add(filter: Filter<T>): void {
    const { operator } = filter;
    if (operator === 'eq') {
      if (this.equal) throw invalidArgument(`Only one equal (eq) operator is allowed for ${this.key}`);
      this.equal = filter;
    } else if (operator === 'gt' || operator === 'gte') {
      if (this.lower) throw invalidArgument(`Only one gt/gte operator is allowed for ${this.key}`);
      this.lower = filter;
    } else if (operator === 'lt' || operator === 'lte') {
      if (this.upper) throw invalidArgument(`Only one lt/lte operator is allowed for ${this.key}`);
      this.upper = filter;
    } else {
      throw invalidArgument(`Not equal (ne) operator is not supported for ${this.key}`);
    }
  }

  hasBound(): boolean {
    return this.lower !== null || this.upper !== null;
  }

  isEmpty(): boolean {
    return !this.equal && !this.hasBound();
  }
}

/** The reference's consistency rules between the two keys (checked in this order). */
export function validateBounds(primary: Bound, secondary: Bound): void {
  for (const bound of [primary, secondary]) {
    if (bound.hasBound() && bound.equal) {
      throw invalidArgument(`Can't support both range and equal for ${bound.key}`);
    }
  }
  if (primary.isEmpty() && !secondary.isEmpty()) {
    throw invalidArgument(`${secondary.key} without a ${primary.key} parameter filter`);
  }
  if (!primary.equal && secondary.lower && (!primary.lower || primary.lower.operator === 'gt')) {
    throw invalidArgument(`${primary.key} must have gte or eq operator`);
  }
  if (!primary.equal && secondary.upper && (!primary.upper || primary.upper.operator === 'lt')) {
    throw invalidArgument(`${primary.key} must have lte or eq operator`);
  }
}

export interface KeyedFilter extends Filter<bigint> {
  key: 'primary' | 'secondary';
}

const tag = (key: KeyedFilter['key'], f: Filter<bigint> | null): KeyedFilter[] => (f ? [{ ...f, key }] : []);

/**
 * The (up to three) slices of the range: lower "primary = p0 and secondary from s0", inner "primary strictly
 * between", upper "primary = p1 and secondary up to s1". Their union is exactly the filtered range.
 */
export function rangeSlices(primary: Bound, secondary: Bound): KeyedFilter[][] {
  const slices: KeyedFilter[][] = [];
  if (!secondary.hasBound()) {
    slices.push([
      ...tag('primary', primary.equal),
      ...tag('primary', primary.lower),
      ...tag('primary', primary.upper),
      ...tag('secondary', secondary.equal),
    ]);
  } else if (primary.lower && secondary.lower) {
    slices.push([...tag('primary', { ...primary.lower, operator: 'eq' }), ...tag('secondary', secondary.lower)]);
  } else if (primary.equal) {
    slices.push([
      ...tag('primary', primary.equal),
      ...tag('secondary', secondary.lower),
      ...tag('secondary', secondary.equal),
      ...tag('secondary', secondary.upper),
    ]);
  }
  if (primary.hasBound() && secondary.hasBound()) {
    const inner = [
      ...tag(
        'primary',
        primary.lower && { ...primary.lower, operator: secondary.lower ? 'gt' : primary.lower.operator },
      ),
      ...tag(
        'primary',
        primary.upper && { ...primary.upper, operator: secondary.upper ? 'lt' : primary.upper.operator },
      ),
    ];
    slices.push(inner);
  }
  if (primary.upper && secondary.upper) {
    slices.push([...tag('primary', { ...primary.upper, operator: 'eq' }), ...tag('secondary', secondary.upper)]);
  }
  return slices.filter((s) => s.length > 0);
}
