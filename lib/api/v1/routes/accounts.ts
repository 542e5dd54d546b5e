/** `/accounts` and `/accounts/{idOrAliasOrEvmAddress}`. */
import { nowNs } from '../../../core/clock';
import { getAccountAt, getCurrentAccount } from '../../../ledger/account-history';
import { listAccounts } from '../../../ledger/accounts';
import { AccountDetail, AccountsResponse } from '../../../schemas/v1/account';
import { notFound } from '../../errors';
import { ALL_OPERATORS, booleanParam, limitParam, orderParam } from '../../params';
import {
  accountIdParam,
  distinct,
  effectiveOrder,
  nonNegativeLongParam,
  pageLink,
  parseAccountIdValue,
  publicKeyParam,
  withoutNoMatch,
} from '../account-params';
import { accountIdFromPath } from '../account-path';
import { accountPathDoc, booleanDoc, entityIdDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';
import { timestampWindow, transactionFilterSpecs, transactionsPage } from '../transactions-list';

export const accountRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/accounts',
    operationId: 'listAccounts',
    tag: 'accounts',
    summary: 'List accounts',
    description: 'Accounts with their balance and up to the configured number of token balances each.',
    path: {},
    query: {
      'account.balance': {
        ...nonNegativeLongParam(ALL_OPERATORS),
        doc: {
          description: 'The balance (tinybars) to compare against',
          explode: true,
          schema: { type: 'string', pattern: '^((gte?|lte?|eq|ne):)?\\d{1,10}$' },
          example: 'gte:0',
        },
      },
      'account.id': {
        ...accountIdParam(ALL_OPERATORS),
        doc: entityIdDoc('The ID of the account to return information for', 'gte:0.0.1000'),
      },
      'account.publickey': {
        ...publicKeyParam(ALL_OPERATORS),
        doc: { description: "The account's public key to compare against (hex)", schema: { type: 'string' } },
      },
      balance: {
        ...booleanParam(),
        doc: booleanDoc('Whether to include balance information. If repeated, the last value counts.', true),
      },
      limit: limitParam(),
      order: orderParam('asc'),
    },
    response: { name: 'AccountsResponse', schema: AccountsResponse },
    maxAge: 10,
    samples: () => [
      '/api/v1/accounts',
      '/api/v1/accounts?account.id=gte:0.0.1100',
      '/api/v1/accounts?account.balance=gt:1000&order=desc',
      '/api/v1/accounts?balance=false',
    ],
    async handler({ path, query, ctx, parseQuery }) {
      const { filters, limit } = parseQuery();
      const order = effectiveOrder(query, 'asc');
      const ids = withoutNoMatch(filters['account.id']);
      const accounts = ids.impossible
        ? []
        : await listAccounts(ctx.db, {
            ids: distinct(ids.filters),
            balances: distinct(filters['account.balance']),
            publicKeys: distinct(filters['account.publickey']),
            // The last `balance` value wins; balances are shown unless it says false.
            includeBalance: filters.balance.at(-1)?.value ?? true,
            limit,
            order,
            tokenLimit: ctx.config.API_TOKEN_BALANCE_LIMIT_MULTIPLE,
          });
      const last = accounts.at(-1);
      let next: string | null = null;
      if (last && accounts.length === limit) {
        const idOf = (v: string) => parseAccountIdValue(v) ?? null; // an unknown EVM address bounds nothing
        next = pageLink(path, query, order, { 'account.id': { value: last.account } }, idOf);
      }
      return { accounts, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress',
    operationId: 'getAccount',
    tag: 'accounts',
    summary: 'Get an account by id, alias or EVM address',
    description:
      'The account with its balance, token balances and a page of its transactions (`links.next` pages them).',
    path: { idOrAliasOrEvmAddress: accountPathDoc },
    query: {
      limit: limitParam(),
      order: orderParam('desc'),
      timestamp: transactionFilterSpecs.timestamp,
      transactiontype: transactionFilterSpecs.transactiontype,
      transactions: {
        ...booleanParam(),
        doc: booleanDoc('If false, the transactions are left out of the answer', true),
      },
    },
    response: { name: 'AccountDetail', schema: AccountDetail },
    maxAge: 2,
    samples: (s) => [
      `/api/v1/accounts/${s.account}`,
      `/api/v1/accounts/${s.account}?timestamp=lt:${s.ledgerEndSeconds - 100}`,
      `/api/v1/accounts/${s.account}?transactiontype=CRYPTOTRANSFER`,
      `/api/v1/accounts/${s.account}?transactions=false`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      // The reference validates the query string first, then resolves the path, then checks the window.
      const { filters, limit, order } = parseQuery();
      const accountId = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress);
      const { window, empty } = timestampWindow(filters.timestamp);
      if (empty) throw notFound('Timestamp range is empty');

      const tokenLimit = ctx.config.API_TOKEN_BALANCE_LIMIT_SINGLE;
      const accountPromise = filters.timestamp.length
        ? getAccountAt(ctx.db, accountId, window, nowNs(ctx.clock), tokenLimit)
        : getCurrentAccount(ctx.db, accountId, tokenLimit);
      const includeTransactions = filters.transactions.at(-1)?.value ?? true;
      const transactionsPromise = includeTransactions
        ? transactionsPage(ctx, path, query, {
            accountIds: [{ operator: 'eq', value: accountId }],
            timestamp: filters.timestamp,
            transactionTypes: filters.transactiontype.map((f) => f.value),
            result: null,
            creditTypes: [],
            limit,
            order,
          })
        : Promise.resolve({ transactions: [], links: { next: null } });
      const [account, page] = await Promise.all([accountPromise, transactionsPromise]);
      if (!account) throw notFound();
      return { ...account, transactions: page.transactions, links: page.links };
    },
  }),
];
