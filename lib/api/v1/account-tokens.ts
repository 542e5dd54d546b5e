/** `/api/v1/accounts/{idOrAliasOrEvmAddress}/tokens`: the account's token relationships. */
import { accountIdFromPath } from './account-path';
import { entityExists, listTokenRelationships } from '../../ledger/account-tokens';
import type { TokenRelationshipsResponse } from '../../schemas/v1/token-relationship';
import { InvalidArgumentError, NotFoundError } from '../errors';
import { ALL_OPERATORS, parseQuery } from '../params';
import { distinct, pageLink, tokenIdParam } from './account-params';
import type { V1Handler } from './route-types';


export const listAccountTokens: V1Handler = async ({ path, params, query, ctx }) => {
  // The reference resolves the path and checks the account before it looks at the query string.
  const accountId = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress!);
  if (!(await entityExists(ctx.db, accountId))) throw new NotFoundError();
  const { filters, limit, order } = parseQuery(
    query,
    { 'token.id': tokenIdParam(ALL_OPERATORS) },
    { defaultLimit: ctx.config.API_LIMIT_DEFAULT, maxLimit: ctx.config.API_LIMIT_MAX },
  );
  const tokenIds = filters['token.id'];
  if (tokenIds.some((f) => f.operator === 'ne')) {
    throw new InvalidArgumentError('Not equal (ne) comparison operator is not supported for token.id');
  }
  const tokens = await listTokenRelationships(ctx.db, {
    accountId,
    ranges: distinct(tokenIds.filter((f) => f.operator !== 'eq')),
    equal: tokenIds.filter((f) => f.operator === 'eq').map((f) => f.value),
    limit,
    order,
  });
  const last = tokens.at(-1);
  const next =
    last && tokens.length === limit
      ? pageLink(path, query, order, { 'token.id': { value: last.token_id } }, tokenIdParam().parse)
      : null;
  const body: TokenRelationshipsResponse = { tokens, links: { next } };
  return body;
};
