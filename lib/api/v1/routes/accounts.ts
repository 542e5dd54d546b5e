/** `/api/v1/accounts` and the routes below `/api/v1/accounts/{idOrAliasOrEvmAddress}` this module owns. */
import { listAccounts } from '../../ledger/accounts';
import { ALL_OPERATORS, booleanParam, parseQuery } from '../params';
import type { AccountsResponse } from '../../schemas/v1/account';
import { getAccountDetail } from './account-detail';
import { listAccountNfts } from './account-nfts';
import {
  accountIdParam,
  distinct,
  effectiveOrder,
  pageLink,
  nonNegativeLongParam,
  parseAccountIdValue,
  publicKeyParam,
  withoutNoMatch,
} from './account-params';
import { listAccountRewards } from './account-rewards';
import { listAccountTokens } from './account-tokens';
import type { V1Handler, V1Route } from './route-types';

const LIST_SPECS = {
  'account.id': accountIdParam(ALL_OPERATORS),
  'account.balance': nonNegativeLongParam(ALL_OPERATORS),
  'account.publickey': publicKeyParam(ALL_OPERATORS),
  balance: booleanParam(),
};

const listAccountsHandler: V1Handler = async ({ path, query, ctx }) => {
  const { filters, limit } = parseQuery(query, LIST_SPECS, {
    defaultLimit: ctx.config.API_LIMIT_DEFAULT,
    maxLimit: ctx.config.API_LIMIT_MAX,
  });
  const order = effectiveOrder(query, 'asc');
  const ids = withoutNoMatch(filters['account.id']);
  const accounts = ids.impossible ? [] : await listAccounts(ctx.db, {
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
  const body: AccountsResponse = { accounts, links: { next } };
  return body;
};

export const accountRoutes: V1Route[] = [
  { pattern: '/api/v1/accounts', handler: listAccountsHandler },
  { pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress', handler: getAccountDetail },
  { pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress/tokens', handler: listAccountTokens },
  { pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress/rewards', handler: listAccountRewards },
  { pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress/nfts', handler: listAccountNfts },
];
