/** What an account holds and earned: `/accounts/{idOrAliasOrEvmAddress}/tokens`, `/rewards` and `/nfts`. */
import type { Filter } from '../../../core/filter';
import { parseTimestamp } from '../../../core/timestamp';
import { entityExists, listTokenRelationships } from '../../../ledger/account-tokens';
import { listAccountNfts, type NftCondition } from '../../../ledger/nfts';
import { listStakingRewards } from '../../../ledger/rewards';
import { NftsResponse } from '../../../schemas/v1/nft';
import { StakingRewardsResponse } from '../../../schemas/v1/reward';
import { TokenRelationshipsResponse } from '../../../schemas/v1/token-relationship';
import { invalidArgument, notFound } from '../../errors';
import type { LastValue } from '../../links';
import { ALL_OPERATORS, integerParam, limitParam, orderParam, timestampParam, type FilterParam } from '../../params';
import { Bound, rangeSlices, validateBounds } from '../account-bounds';
import { accountIdParam, distinct, pageLink, tokenIdParam, withoutNoMatch } from '../account-params';
import { accountIdFromPath } from '../account-path';
import { accountPathDoc, serialNumberDoc, spenderIdDoc, timestampDoc, tokenIdDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

const tokenId = { ...tokenIdParam(ALL_OPERATORS), doc: tokenIdDoc };

/** serialnumber: a positive int64. */
const serialNumber: FilterParam<bigint> = {
  operators: ALL_OPERATORS,
  parse: (v: string) => {
    const n = integerParam(ALL_OPERATORS).parse(v);
    return n !== null && n >= 1n ? n : null;
  },
  doc: serialNumberDoc,
};

/** The eq values and the distinct range bounds of a filter that refuses ne (with the reference's message). */
function equalAndRanges<T>(filters: Filter<T>[], neRefused: string): { equal: T[]; ranges: Filter<T>[] } {
  if (filters.some((f) => f.operator === 'ne')) throw invalidArgument(neRefused);
  return {
    equal: filters.filter((f) => f.operator === 'eq').map((f) => f.value),
    ranges: distinct(filters.filter((f) => f.operator !== 'eq')),
  };
}

const NFT_COLUMN = { primary: 'token_id', secondary: 'serial_number' } as const;

export const accountHoldingRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress/tokens',
    operationId: 'listAccountTokens',
    tag: 'accounts',
    summary: "An account's token relationships",
    path: { idOrAliasOrEvmAddress: accountPathDoc },
    query: { limit: limitParam(), order: orderParam('asc'), 'token.id': tokenId },
    response: { name: 'TokenRelationshipsResponse', schema: TokenRelationshipsResponse },
    maxAge: 1,
    samples: (s) => [`/api/v1/accounts/${s.nftOwner}/tokens`],
    async handler({ path, params, query, ctx, parseQuery }) {
      // The reference resolves the path and checks the account before it looks at the query string.
      const accountId = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress);
      if (!(await entityExists(ctx.db, accountId))) throw notFound();
      const { filters, limit, order } = parseQuery();
      const tokenIds = equalAndRanges(
        filters['token.id'],
        'Not equal (ne) comparison operator is not supported for token.id',
      );
      const tokens = await listTokenRelationships(ctx.db, { accountId, ...tokenIds, limit, order });
      const last = tokens.at(-1);
      const next =
        last && tokens.length === limit
          ? pageLink(path, query, order, { 'token.id': { value: last.token_id } }, tokenId.parse)
          : null;
      return { tokens, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress/rewards',
    operationId: 'listAccountRewards',
    tag: 'accounts',
    summary: "An account's past staking reward payouts",
    path: { idOrAliasOrEvmAddress: accountPathDoc },
    query: { limit: limitParam(), order: orderParam('desc'), timestamp: { ...timestampParam(), doc: timestampDoc } },
    response: { name: 'StakingRewardsResponse', schema: StakingRewardsResponse },
    maxAge: 60,
    samples: (s) => [
      `/api/v1/accounts/${s.rewardAccount}/rewards`,
      `/api/v1/accounts/${s.rewardAccount}/rewards?timestamp=gte:1`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      // As the reference: the path and the account's existence are checked before the query string.
      const accountId = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress);
      if (!(await entityExists(ctx.db, accountId))) throw notFound();
      const { filters, limit, order } = parseQuery();
      const timestamps = equalAndRanges(filters.timestamp, 'Not equals (ne) operator is not supported for timestamp');
      const rewards = await listStakingRewards(ctx.db, { accountId, ...timestamps, limit, order });
      const last = rewards.at(-1);
      const next =
        last && rewards.length === limit
          ? pageLink(path, query, order, { timestamp: { value: last.timestamp } }, parseTimestamp)
          : null;
      return { rewards, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/accounts/:idOrAliasOrEvmAddress/nfts',
    operationId: 'listAccountNfts',
    tag: 'accounts',
    summary: 'The NFTs an account owns',
    path: { idOrAliasOrEvmAddress: accountPathDoc },
    query: {
      limit: limitParam(),
      order: orderParam('desc'),
      serialnumber: serialNumber,
      'spender.id': { ...accountIdParam(ALL_OPERATORS), doc: spenderIdDoc },
      'token.id': tokenId,
    },
    response: { name: 'NftsResponse', schema: NftsResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/accounts/${s.nftOwner}/nfts`,
      `/api/v1/accounts/${s.nftOwner}/nfts?token.id=gte:0.0.1&order=asc`,
    ],
    async handler({ path, params, query, ctx, parseQuery }) {
      const accountId = await accountIdFromPath(ctx.db, params.idOrAliasOrEvmAddress);
      const { filters, limit, order } = parseQuery();
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
      if (lowers > 1 || uppers > 1) throw invalidArgument('Multiple range params not allowed for spender.id');
      if (spenderOperators.includes('ne'))
        throw invalidArgument('Not equals (ne) comparison operator is not supported');
      const spenderFilters = withoutNoMatch(filters['spender.id']);
      const spenders = spenderFilters.filters;
      const spenderRanges = spenders.filter((f) => f.operator !== 'eq');

      const nfts = spenderFilters.impossible
        ? []
        : await listAccountNfts(ctx.db, {
            accountId,
            parts: rangeSlices(primary, secondary).map((slice) =>
              slice.map((f): NftCondition => ({ column: NFT_COLUMN[f.key], operator: f.operator, value: f.value })),
            ),
            spenderIn: spenders.filter((f) => f.operator === 'eq').map((f) => f.value),
            spenderRanges: spenderRanges.map((f) => ({ column: 'spender', operator: f.operator, value: f.value })),
            limit,
            order,
          });

      const last = nfts.at(-1);
      if (!last || nfts.length < limit || (primary.equal && secondary.equal)) return { nfts, links: { next: null } };
      const lastValues: Record<string, LastValue> = {};
      if (primary.hasBound() || primary.isEmpty()) {
        // Several serials share a token: the next page starts at the same token unless the serial is fixed.
        lastValues['token.id'] = { value: last.token_id, inclusive: !secondary.equal };
      }
      if (secondary.hasBound() || secondary.isEmpty()) lastValues.serialnumber = { value: String(last.serial_number) };
      const parse = 'token.id' in lastValues ? tokenId.parse : serialNumber.parse;
      return { nfts, links: { next: pageLink(path, query, order, lastValues, parse) } };
    },
  }),
];
