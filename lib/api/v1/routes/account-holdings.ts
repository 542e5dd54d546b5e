/** `/api/v1/accounts/{idOrAliasOrEvmAddress}/nfts`: NFTs the account owns, by (token.id, serialnumber). */
import { accountIdFromPath } from './account-path';
import { listAccountNfts as queryNfts, type NftCondition } from '../../ledger/nfts';
import type { NftsResponse } from '../../schemas/v1/nft';
import { InvalidArgumentError } from '../errors';
import type { LastValue } from '../links';
import { ALL_OPERATORS, integerParam, parseQuery, type ParamSpec } from '../params';
import { Bound, rangeSlices, validateBounds } from './account-bounds';
import { accountIdParam, pageLink, tokenIdParam, withoutNoMatch } from './account-params';
import type { V1Handler } from './route-types';

/** serialnumber: a positive int64. */
const serialNumberParam = () =>
  ({
    operators: ALL_OPERATORS,
    parse: (v: string) => {
      const n = integerParam(ALL_OPERATORS).parse(v);
      return n !== null && n >= 1n ? n : null;
    },
  }) satisfies ParamSpec<bigint>;

const SPECS = {
  'token.id': tokenIdParam(ALL_OPERATORS),
  serialnumber: serialNumberParam(),
  'spender.id': accountIdParam(ALL_OPERATORS),
};

const COLUMN = { primary: 'token_id', secondary: 'serial_number' } as const;

export const listAccountNfts: V1Handler = async ({ path, params, query, ctx }) => {
  const accountId = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress!);
  const { filters, limit, order } = parseQuery(query, SPECS, {
    defaultLimit: ctx.config.API_LIMIT_DEFAULT,
    maxLimit: ctx.config.API_LIMIT_MAX,
    defaultOrder: 'desc',
  });
  const primary = new Bound('token.id');
  const secondary = new Bound('serialnumber');
  // The reference reads the filters in query order, so the first offending one names the error.
  for (const key of query.keys()) {
    if (key === 'token.id') filters['token.id'].forEach((f) => primary.add(f));
    if (key === 'serialnumber') filters.serialnumber.forEach((f) => secondary.add(f));
  }
  validateBounds(primary, secondary);
  const spenderOperators = filters['spender.id'].map((f) => f.operator);
  const lowers = spenderOperators.filter((o) => o === 'gt' || o === 'gte').length;
  const uppers = spenderOperators.filter((o) => o === 'lt' || o === 'lte').length;
  if (lowers > 1 || uppers > 1) throw new InvalidArgumentError('Multiple range params not allowed for spender.id');
  if (spenderOperators.includes('ne')) {
    throw new InvalidArgumentError('Not equals (ne) comparison operator is not supported');
  }
  const spenderFilters = withoutNoMatch(filters['spender.id']);
  const spenders = spenderFilters.filters;
  const spenderRanges = spenders.filter((f) => f.operator !== 'eq');

  const nfts = spenderFilters.impossible ? [] : await queryNfts(ctx.db, {
    accountId,
    parts: rangeSlices(primary, secondary).map((slice) =>
      slice.map((f): NftCondition => ({ column: COLUMN[f.key], operator: f.operator, value: f.value })),
    ),
    spenderIn: spenders.filter((f) => f.operator === 'eq').map((f) => f.value),
    spenderRanges: spenderRanges.map((f) => ({ column: 'spender', operator: f.operator, value: f.value })),
    limit,
    order,
  });

  const body: NftsResponse = { nfts, links: { next: null } };
  const last = nfts.at(-1);
  if (!last || nfts.length < limit || (primary.equal && secondary.equal)) return body;
  const lastValues: Record<string, LastValue> = {};
  if (primary.hasBound() || primary.isEmpty()) {
    // Several serials share a token: the next page starts at the same token unless the serial is fixed.
    lastValues['token.id'] = { value: last.token_id, inclusive: !secondary.equal };
  }
  if (secondary.hasBound() || secondary.isEmpty()) lastValues.serialnumber = { value: String(last.serial_number) };
  const parse = 'token.id' in lastValues ? SPECS['token.id'].parse : SPECS.serialnumber.parse;
  body.links.next = pageLink(path, query, order, lastValues, parse);
  return body;
};
