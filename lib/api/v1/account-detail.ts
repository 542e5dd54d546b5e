/**
 * `/api/v1/accounts/{idOrAliasOrEvmAddress}`: the account (as of now, or as of the `timestamp` window) with
 * its balance and token balances, plus a page of its transactions and that page's `links.next`.
 */
import { nowNs } from '../../core/clock';
import { accountIdFromPath } from './account-path';
import { getAccountAt, getCurrentAccount } from '../../ledger/account-history';
import type { AccountDetail } from '../../schemas/v1/account';
import { NotFoundError } from '../errors';
import { booleanParam, parseQuery } from '../params';
import type { V1Handler } from './route-types';
import { timestampWindow, transactionFilterSpecs, transactionsPage } from './transactions-list';

const SPECS = {
  timestamp: transactionFilterSpecs.timestamp,
  transactiontype: transactionFilterSpecs.transactiontype,
  transactions: booleanParam(),
};

export const getAccountDetail: V1Handler = async ({ path, params, query, ctx }) => {
  // The reference validates the query string first, then resolves the path, then checks the window.
  const { filters, limit, order } = parseQuery(query, SPECS, {
    defaultLimit: ctx.config.API_LIMIT_DEFAULT,
    maxLimit: ctx.config.API_LIMIT_MAX,
    defaultOrder: 'desc',
  });
  const accountId = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress!);
  const { window, empty } = timestampWindow(filters.timestamp);
  if (empty) throw new NotFoundError('Timestamp range is empty');

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
  if (!account) throw new NotFoundError();
  const body: AccountDetail = { ...account, transactions: page.transactions, links: page.links };
  return body;
};
