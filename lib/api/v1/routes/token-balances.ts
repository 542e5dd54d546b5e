/** `/tokens/{tokenId}/balances`: who holds a token, now or at the balance snapshot a timestamp selects. */
import { nowNs } from '../../../core/clock';
import { listTokenBalances } from '../../../ledger/token-balances';
import { TokenBalancesResponse } from '../../../schemas/v1/token';
import { entityIdValue } from '../../links';
import { ALL_OPERATORS, limitParam, orderParam, timestampParam, unknownKeysLast } from '../../params';
import {
  accountIdParam,
  distinct,
  nonNegativeLongParam,
  pageLink,
  publicKeyParam,
  withoutNoMatch,
} from '../account-params';
import { entityIdDoc, timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';
import { timestampBounds } from '../timestamp-bounds';
import { tokenIdFromPath, tokenPathDoc } from './tokens';

export const tokenBalanceRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/tokens/:tokenId/balances',
    operationId: 'listTokenBalances',
    tag: 'tokens',
    summary: "A token's holders and their balances",
    description:
      'Balances of the accounts associated with the token; with `timestamp`, as of the balance snapshot at or before it.',
    path: { tokenId: tokenPathDoc },
    query: {
      'account.balance': {
        ...nonNegativeLongParam(ALL_OPERATORS),
        doc: {
          description: 'The balance to compare against',
          explode: true,
          schema: { type: 'string', pattern: '^((gte?|lte?|eq|ne):)?\\d{1,19}$' },
          example: 'gt:0',
        },
      },
      'account.id': {
        ...accountIdParam(ALL_OPERATORS),
        doc: entityIdDoc('The ID of the account to return information for', 'gte:0.0.1'),
      },
      'account.publickey': {
        ...publicKeyParam(ALL_OPERATORS),
        doc: { description: "The account's public key (hex); the last one given counts", schema: { type: 'string' } },
      },
      limit: limitParam(),
      order: orderParam('desc'),
      timestamp: { ...timestampParam(), doc: timestampDoc },
    },
    response: { name: 'TokenBalancesResponse', schema: TokenBalancesResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/tokens/${s.fungibleTokenId}/balances`,
      `/api/v1/tokens/${s.fungibleTokenId}/balances?timestamp=lte:${s.balanceTimestamp}`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      const tokenId = tokenIdFromPath(params.tokenId);
      const { filters, limit, order } = unknownKeysLast(parseQuery);
      const accounts = withoutNoMatch(filters['account.id']);
      const page = accounts.impossible
        ? { timestamp: null, balances: [] }
        : await listTokenBalances(
            ctx.db,
            {
              tokenId,
              accountIds: distinct(accounts.filters),
              balances: distinct(filters['account.balance']),
              publicKey: filters['account.publickey'].at(-1)?.value ?? null,
              window: filters.timestamp.length ? timestampBounds(filters.timestamp) : null,
              limit,
              order,
            },
            nowNs(ctx.clock),
          );
      const last = page.balances.at(-1);
      const next =
        last && page.balances.length === limit
          ? pageLink(path, query, order, { 'account.id': { value: last.account } }, entityIdValue)
          : null;
      return { ...page, links: { next } };
    },
  }),
];
