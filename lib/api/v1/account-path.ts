import { lookUpAccountId } from '../../ledger/account-id';
import type { Queryable } from '../../db/types';
import { invalidArgument, notFound, invalidParameter } from '../errors';

export const MISSING_ACCOUNT_ALIAS = 'No account with a matching alias found';

/**
 * The encoded account id of an `{idOrAliasOrEvmAddress}` path parameter, or the reference's answer: 400
 * `Invalid parameter: <paramName>` when malformed, 404 `Not found` for an unknown EVM address and 404
 * `No account with a matching alias found` for an unknown alias.
 */
export async function accountIdFromPath(
  db: Queryable,
  text: string,
  paramName = 'idOrAliasOrEvmAddress',
): Promise<bigint> {
  const lookup = await lookUpAccountId(db, text);
  if (lookup.found) return lookup.id;
  switch (lookup.reason) {
    case 'malformed':
      throw invalidArgument(invalidParameter(paramName));
    case 'unknown-evm-address':
      throw notFound();
    case 'unknown-alias':
      throw notFound(MISSING_ACCOUNT_ALIAS);
  }
}
