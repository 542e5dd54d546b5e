/** `/balances`: many accounts' hbar and token balances, now or as of a balance snapshot. */
import { nowNs } from '../../../core/clock';
import { currentBalances, snapshotBalances } from '../../../ledger/balances';
import { BalancesResponse } from '../../../schemas/v1/balance';
import { ALL_OPERATORS, limitParam, orderParam, timestampParam } from '../../params';
import { effectiveOrder, nonNegativeLongParam, pageLink, parseAccountIdValue, publicKeyParam } from '../account-params';
import { balanceAccountIds, rawAccountIdParam } from '../balance-account-ids';
import { timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';
import { timestampBounds } from '../timestamp-bounds';

export const balanceRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/balances',
    operationId: 'listBalances',
    tag: 'balances',
    summary: 'List account balances',
    description:
      'Accounts with their hbar balance and up to the configured number of token balances each: current balances, or with ' +
      '`timestamp` those of the newest balance snapshot (15-minute granularity) at or before it.',
    path: {},
    query: {
      'account.id': {
        ...rawAccountIdParam,
        doc: {
          description: 'Account id (any operator), or one EVM address or alias (eq only)',
          explode: true,
          schema: {
            type: 'string',
            pattern: '^((eq|ne|gt|gte|lt|lte):)?((\\d{1,10}\\.){0,2}\\d{1,10}|(0x)?[A-Fa-f0-9]{40}|[A-Z2-7]+)$',
          },
          example: 'gte:0.0.2',
        },
      },
      'account.balance': {
        ...nonNegativeLongParam(ALL_OPERATORS),
        doc: {
          description: 'The hbar balance (tinybars) to compare against',
          explode: true,
          schema: { type: 'string', pattern: '^((gte?|lte?|eq|ne):)?\\d{1,19}$' },
          example: 'gt:0',
        },
      },
      'account.publickey': {
        ...publicKeyParam(ALL_OPERATORS),
        doc: { description: "The account's public key (hex)", schema: { type: 'string' } },
      },
      limit: limitParam(),
      order: orderParam('desc'),
      timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc },
    },
    response: { name: 'BalancesResponse', schema: BalancesResponse },
    maxAge: 1,
    samples: (s) => [
      '/api/v1/balances',
      `/api/v1/balances?account.id=${s.account}`,
      '/api/v1/balances?account.balance=gt:1000000&order=asc',
      `/api/v1/balances?timestamp=lte:${s.ledgerEndSeconds - 10}`,
      `/api/v1/balances?timestamp=lte:${s.ledgerEndSeconds - 10}&account.id=gte:0.0.1000&order=asc`,
    ],
    async handler({ path, query, ctx, parseQuery }) {
      const { filters, limit } = parseQuery();
      const order = effectiveOrder(query, 'desc');
      const selection = await balanceAccountIds(ctx.db, filters['account.id']);
      const q = {
        ids: selection.ids,
        balances: filters['account.balance'],
        publicKeys: filters['account.publickey'],
        order,
        limit,
        tokenLimit: ctx.config.API_TOKEN_BALANCE_LIMIT_MULTIPLE,
      };
      const answer = selection.impossible
        ? { timestamp: null, balances: [] }
        : filters.timestamp.length
          ? await snapshotBalances(ctx.db, timestampBounds(filters.timestamp), nowNs(ctx.clock), q)
          : await currentBalances(ctx.db, q);
      const last = answer.balances.at(-1);
      const next =
        last && answer.balances.length === limit
          ? pageLink(
              path,
              query,
              order,
              { 'account.id': { value: last.account } },
              (v) => parseAccountIdValue(v) ?? null,
            )
          : null;
      return { ...answer, links: { next } };
    },
  }),
];
