import { listCryptoAllowances, listNftAllowances, listTokenAllowances } from '../../ledger/allowances';
import { accountIdFromPath } from './account-path';
import type { CryptoAllowancesResponse, NftAllowancesResponse, TokenAllowancesResponse } from '../../schemas/v1/allowance';
import { InvalidArgumentError } from '../errors';
import { entityIdValue, nextLink } from '../links';
import { ALL_OPERATORS, booleanParam, entityIdParam, parseQuery } from '../params';
import { keysetLastValues, parseBounds, toKeyset } from './keyset-params';
import type { V1Handler, V1Route } from './route-types';

const limits = (config: { API_LIMIT_DEFAULT: number; API_LIMIT_MAX: number }) => ({
  defaultLimit: config.API_LIMIT_DEFAULT,
  maxLimit: config.API_LIMIT_MAX,
});

const CRYPTO_PARAMS = { 'spender.id': entityIdParam(ALL_OPERATORS) };

/** Hbar allowances: newest spender first by default; any number of eq spenders, no ne. */
const crypto: V1Handler = async ({ path, params, query, ctx }) => {
  const owner = await accountIdFromPath(ctx.db, params.id ?? '');
  const { filters, limit, order } = parseQuery(query, CRYPTO_PARAMS, { ...limits(ctx.config), defaultOrder: 'desc' });
  const spender = filters['spender.id'];
  if (spender.some((f) => f.operator === 'ne')) {
    throw new InvalidArgumentError('Not equal (ne) comparison operator is not supported for spender.id');
  }
  const allowances = await listCryptoAllowances(ctx.db, owner, spender, order, limit);
  const last = allowances.at(-1);
  const body: CryptoAllowancesResponse = {
    allowances,
    links: { next: last && allowances.length === limit ? nextLink(path, query, order, { 'spender.id': last.spender }, entityIdValue) : null },
  };
  return body;
};

const TOKEN_KEYS = ['spender.id', 'token.id'] as const;
const TOKEN_PARAMS = { 'spender.id': entityIdParam(ALL_OPERATORS), 'token.id': entityIdParam(ALL_OPERATORS) };

/** Fungible token allowances, paged by (spender, token). */
const tokens: V1Handler = async ({ path, params, query, ctx }) => {
  const owner = await accountIdFromPath(ctx.db, params.id ?? '');
  const { filters, limit, order } = parseQuery(query, TOKEN_PARAMS, limits(ctx.config));
  const bounds = parseBounds(query, TOKEN_KEYS, filters);
  const allowances = await listTokenAllowances(ctx.db, owner, toKeyset(bounds), order, limit);
  const last = allowances.at(-1);
  const lastValues = keysetLastValues(bounds, last && [last.spender, last.token_id], allowances.length, limit);
  const body: TokenAllowancesResponse = { allowances, links: { next: lastValues ? nextLink(path, query, order, lastValues, entityIdValue) : null } };
  return body;
};

const NFT_KEYS = ['account.id', 'token.id'] as const;
const NFT_PARAMS = {
  'account.id': entityIdParam(ALL_OPERATORS),
  'token.id': entityIdParam(ALL_OPERATORS),
  owner: booleanParam(),
};

/**
 * Approved-for-all NFT allowances, paged by (other account, token). `owner=false` turns the path account from
 * the granting owner into the spender; `account.id` then names owners.
 */
const nfts: V1Handler = async ({ path, params, query, ctx }) => {
  const account = await accountIdFromPath(ctx.db, params.id ?? '');
  const { filters, limit, order } = parseQuery(query, NFT_PARAMS, limits(ctx.config));
  // Repeated like `order`, the last value counts.
  const byOwner = filters.owner.at(-1)?.value ?? true;
  const bounds = parseBounds(query, NFT_KEYS, { 'account.id': filters['account.id'], 'token.id': filters['token.id'] });
  const allowances = await listNftAllowances(ctx.db, account, byOwner, toKeyset(bounds), order, limit);
  const last = allowances.at(-1);
  const lastValues = keysetLastValues(bounds, last && [byOwner ? last.spender : last.owner, last.token_id], allowances.length, limit);
  const body: NftAllowancesResponse = { allowances, links: { next: lastValues ? nextLink(path, query, order, lastValues, entityIdValue) : null } };
  return body;
};

export const allowanceRoutes: V1Route[] = [
  { pattern: '/api/v1/accounts/:id/allowances/crypto', handler: crypto },
  { pattern: '/api/v1/accounts/:id/allowances/tokens', handler: tokens },
  { pattern: '/api/v1/accounts/:id/allowances/nfts', handler: nfts },
];
