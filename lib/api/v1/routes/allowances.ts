/** `/accounts/{id}/allowances/crypto`, `/tokens` and `/nfts`: what an account allowed others to spend. */
import { listCryptoAllowances, listNftAllowances, listTokenAllowances } from '../../../ledger/allowances';
import {
  CryptoAllowancesResponse,
  NftAllowancesResponse,
  TokenAllowancesResponse,
} from '../../../schemas/v1/allowance';
import { invalidArgument } from '../../errors';
import { entityIdValue, nextLink } from '../../links';
import { ALL_OPERATORS, booleanParam, entityIdParam, limitParam, orderParam } from '../../params';
import { accountIdFromPath } from '../account-path';
import { keysetLastValues, parseBounds, toKeyset } from '../keyset-params';
import { accountPathDoc, booleanDoc, entityIdDoc, spenderIdDoc, tokenIdDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

const spenderId = { ...entityIdParam(ALL_OPERATORS), doc: spenderIdDoc };
const tokenId = (requires: string) => ({
  ...entityIdParam(ALL_OPERATORS),
  doc: { ...tokenIdDoc, requires: [requires] },
});

const TOKEN_KEYS = ['spender.id', 'token.id'] as const;
const NFT_KEYS = ['account.id', 'token.id'] as const;

export const allowanceRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/accounts/:id/allowances/crypto',
    operationId: 'listCryptoAllowances',
    tag: 'allowances',
    summary: 'Crypto (hbar) allowances an account granted',
    path: { id: accountPathDoc },
    query: { limit: limitParam(), order: orderParam('desc'), 'spender.id': spenderId },
    response: { name: 'CryptoAllowancesResponse', schema: CryptoAllowancesResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/accounts/${s.cryptoAllowanceOwner}/allowances/crypto`,
      `/api/v1/accounts/${s.cryptoAllowanceOwner}/allowances/crypto?spender.id=gte:0.0.1`,
    ],
    /** Hbar allowances: newest spender first by default; any number of eq spenders, no ne. */
    async handler({ path, params, query, ctx, parseQuery }) {
      const owner = await accountIdFromPath(ctx.db, params.id);
      const { filters, limit, order } = parseQuery();
      const spender = filters['spender.id'];
      if (spender.some((f) => f.operator === 'ne')) {
        throw invalidArgument('Not equal (ne) comparison operator is not supported for spender.id');
      }
      const allowances = await listCryptoAllowances(ctx.db, owner, spender, order, limit);
      const last = allowances.at(-1);
      const next =
        last && allowances.length === limit
          ? nextLink(path, query, order, { 'spender.id': last.spender }, entityIdValue)
          : null;
      return { allowances, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/accounts/:id/allowances/tokens',
    operationId: 'listTokenAllowances',
    tag: 'allowances',
    summary: 'Fungible token allowances an account granted',
    path: { id: accountPathDoc },
    query: {
      limit: limitParam(),
      order: orderParam('asc'),
      'spender.id': spenderId,
      'token.id': tokenId('spender.id'),
    },
    response: { name: 'TokenAllowancesResponse', schema: TokenAllowancesResponse },
    maxAge: 1,
    samples: (s) => [`/api/v1/accounts/${s.tokenAllowanceOwner}/allowances/tokens`],
    /** Fungible token allowances, paged by (spender, token). */
    async handler({ path, params, query, ctx, parseQuery }) {
      const owner = await accountIdFromPath(ctx.db, params.id);
      const { filters, limit, order } = parseQuery();
      const bounds = parseBounds(query, TOKEN_KEYS, filters);
      const allowances = await listTokenAllowances(ctx.db, owner, toKeyset(bounds), order, limit);
      const last = allowances.at(-1);
      const lastValues = keysetLastValues(bounds, last && [last.spender, last.token_id], allowances.length, limit);
      return {
        allowances,
        links: { next: lastValues ? nextLink(path, query, order, lastValues, entityIdValue) : null },
      };
    },
  }),
  route({
    pattern: '/api/v1/accounts/:id/allowances/nfts',
    operationId: 'listNftAllowances',
    tag: 'allowances',
    summary: 'NFT allowances an account granted (or, with owner=false, received)',
    path: { id: accountPathDoc },
    query: {
      limit: limitParam(),
      order: orderParam('asc'),
      'account.id': {
        ...entityIdParam(ALL_OPERATORS),
        doc: entityIdDoc('The spender (owner=true) or owner (owner=false) to return information for', 'gte:0.0.1'),
      },
      'token.id': tokenId('account.id'),
      owner: {
        ...booleanParam(),
        doc: booleanDoc(
          'When true or omitted the path account is the owner and the answer lists the allowances it granted; when false it is the spender.',
          true,
        ),
      },
    },
    unknownQuery: 'ignore',
    response: { name: 'NftAllowancesResponse', schema: NftAllowancesResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/accounts/${s.nftAllowanceOwner}/allowances/nfts`,
      `/api/v1/accounts/${s.nftAllowanceSpender}/allowances/nfts?owner=false`,
    ],
    /**
     * Approved-for-all NFT allowances, paged by (other account, token). `owner=false` turns the path account from
     * the granting owner into the spender; `account.id` then names owners.
     */
    async handler({ path, params, query, ctx, parseQuery }) {
      const account = await accountIdFromPath(ctx.db, params.id);
      const { filters, limit, order } = parseQuery();
      // Repeated like `order`, the last value counts.
      const byOwner = filters.owner.at(-1)?.value ?? true;
      const bounds = parseBounds(query, NFT_KEYS, {
        'account.id': filters['account.id'],
        'token.id': filters['token.id'],
      });
      const allowances = await listNftAllowances(ctx.db, account, byOwner, toKeyset(bounds), order, limit);
      const last = allowances.at(-1);
      const lastValues = keysetLastValues(
        bounds,
        last && [byOwner ? last.spender : last.owner, last.token_id],
        allowances.length,
        limit,
      );
      return {
        allowances,
        links: { next: lastValues ? nextLink(path, query, order, lastValues, entityIdValue) : null },
      };
    },
  }),
];
