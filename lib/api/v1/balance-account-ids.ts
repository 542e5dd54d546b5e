/**
 * `account.id` of `/balances` as the reference reads it: entity ids with any operator, plus at most one EVM address
 * (40 hex digits, no shard.realm prefix) or base32 alias, with eq only. An address or alias nobody has matches
 * nothing (it is bound as null), so `0.0.7` OR an unknown address still lists 0.0.7.
 */
import { decodeBase32, parseAccountRef } from '../../core/account-ref';
import { parseEntityId } from '../../core/entity-id';
import type { Filter } from '../../core/filter';
import type { Queryable } from '../../db/types';
import { findIdByAlias, findIdByEvmAddress } from '../../ledger/account-id';
import type { EqualOrRanges } from '../../ledger/sql';
import { invalidArgumentWithDetail, invalidParameter, invalidParameters } from '../errors';
import { ALL_OPERATORS } from '../params';

const PARAM = 'account.id';
const EVM_ADDRESS = /^(0x)?[0-9A-Fa-f]{40}$/;
const ALIAS = /^[A-Z2-7]+$/;

/** What the account.id values select; `impossible` when they can select no row at all. */
export interface AccountIdSelection {
  ids: EqualOrRanges;
  impossible: boolean;
}

/** An EVM address or alias → the encoded id it names, or null when no live entity has it. */
async function resolve(db: Queryable, value: string): Promise<bigint | null> {
  const ref = parseAccountRef(value);
  if (ref?.kind === 'id') return ref.id;
  if (ref?.kind === 'evmAddress') return findIdByEvmAddress(db, ref.address);
  const alias = decodeBase32(value);
  if (!alias) throw invalidParameters(PARAM);
  return findIdByAlias(db, alias);
}

/**
 * Reads the values (operators already split off) in the reference's order: each distinct value is classified as it comes; a range operator
 * is refused once any address or alias has been seen, and a second address or alias is refused outright.
 */
export async function balanceAccountIds(
  db: Queryable,
  filters: readonly Filter<string>[],
): Promise<AccountIdSelection> {
  let addressesOrAliases = 0;
  const equal: (bigint | null)[] = [];
  const ranges: Filter<bigint>[] = [];
  let impossible = false;
  const seen = new Set<string>();
  for (const { operator, value } of filters) {
    if (seen.has(`${operator}:${value}`)) continue;
    seen.add(`${operator}:${value}`);
    const entityId = parseEntityId(value);
    const isAddressOrAlias =
      entityId === null && (EVM_ADDRESS.test(value) || ALIAS.test(value)) && ++addressesOrAliases === 1;
    if (entityId === null && !isAddressOrAlias) {
      if (addressesOrAliases > 1)
        throw invalidArgumentWithDetail(invalidParameter(PARAM), 'Only one EVM address or alias is allowed.');
      throw invalidParameters(PARAM);
    }
    if (operator !== 'eq' && addressesOrAliases > 0) {
      throw invalidArgumentWithDetail(invalidParameter(PARAM), 'EVM address or alias only supports equals operator');
    }
    const id = entityId ?? (await resolve(db, value));
    if (operator === 'eq') equal.push(id);
    else if (id === null) impossible = true;
    else ranges.push({ operator, value: id });
  }
  const known = equal.filter((id): id is bigint => id !== null);
  // eq values are OR-ed: an unknown one drops out, but eq values that all name nobody select nothing.
  if (equal.length > 0 && known.length === 0) impossible = true;
  return { ids: { equal: [...new Set(known)], ranges }, impossible };
}

/** The parameter's documentation-side spec: any operator; the values are read by `balanceAccountIds`. */
export const rawAccountIdParam = { operators: ALL_OPERATORS, parse: (v: string) => v };
