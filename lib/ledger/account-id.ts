/**
 * The lookups behind an `{idOrAliasOrEvmAddress}` path parameter, as the reference makes them: entity ids (and
 * long-zero EVM addresses) need none, other EVM addresses and base32 aliases are looked up in `entity`.
 */
import { parseAccountRef } from '../core/account-ref';
import type { Queryable } from '../db/types';

/**
 * Encoded id of a live entity with this EVM address, or null. Deleted entities never match, and, as in the
 * reference (`deleted <> true`, unlike its alias lookup), neither do rows whose `deleted` is NULL; several
 * matches mean an inconsistent ledger, which the reference reports as an internal error.
 */
export async function findIdByEvmAddress(db: Queryable, address: Uint8Array): Promise<bigint | null> {
  const rows = await db.query<{ id: bigint }>(
    'SELECT id FROM entity WHERE evm_address = $1 AND deleted <> true LIMIT 2',
    [address],
  );
  if (rows.length > 1) throw new Error('Multiple alive entities matching evm address');
  return rows[0]?.id ?? null;
}

/** Encoded id of the live entity with this alias, or null (several matches: internal error, as above). */
export async function findIdByAlias(db: Queryable, alias: Uint8Array): Promise<bigint | null> {
  const rows = await db.query<{ id: bigint }>(
    'SELECT id FROM entity WHERE alias = $1 AND deleted IS NOT TRUE LIMIT 2',
    [alias],
  );
  if (rows.length > 1) throw new Error('Multiple alive entities matching alias');
  return rows[0]?.id ?? null;
}

/** What the text names: an id, or why there is none (the API answers 400 or one of two 404s). */
export type AccountLookup =
  { found: true; id: bigint } | { found: false; reason: 'malformed' | 'unknown-evm-address' | 'unknown-alias' };

/**
 * The encoded account id the text denotes. Entity ids (and long-zero addresses) are returned without any
 * lookup: whether such an account exists is each endpoint's own question.
 */
export async function lookUpAccountId(db: Queryable, text: string): Promise<AccountLookup> {
  const ref = parseAccountRef(text);
  if (!ref) return { found: false, reason: 'malformed' };
  switch (ref.kind) {
    case 'id':
      return { found: true, id: ref.id };
    case 'evmAddress': {
      const id = await findIdByEvmAddress(db, ref.address);
      return id === null ? { found: false, reason: 'unknown-evm-address' } : { found: true, id };
    }
    case 'alias': {
      const id = await findIdByAlias(db, ref.alias);
      return id === null ? { found: false, reason: 'unknown-alias' } : { found: true, id };
    }
  }
}
