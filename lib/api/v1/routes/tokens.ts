/** `/tokens`: the token list, and `/tokens/{tokenId}`: one token, now or as it was at a timestamp. */
import { encodeEntityId, MAX_NUM, parseEntityId } from '../../../core/entity-id';
import type { Filter } from '../../../core/filter';
import { listTokens } from '../../../ledger/token-list';
import { getToken, type AsOf } from '../../../ledger/tokens';
import { splitEqual } from '../../../ledger/sql';
import { TokenInfo, TokensResponse, type TokenSummary } from '../../../schemas/v1/token';
import { invalidArgument, invalidParameter, notFound } from '../../errors';
import type { QueryParams } from '../../query';
import {
  ALL_OPERATORS,
  EQ_ONLY,
  enumParam,
  limitParam,
  orderParam,
  timestampParam,
  unknownKeysLast,
  type FilterParam,
  type ParamDoc,
} from '../../params';
import { accountIdParam, distinct, NO_MATCH, pageLink, publicKeyParam } from '../account-params';
import { entityIdDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

const EVM = /^(?:(\d{1,10})\.(\d{1,10})\.|0x)?([0-9a-fA-F]{40})$/;

/**
 * `shard.realm.num`, `realm.num`, an encoded id, or a token's own long-zero EVM address (`0x…`, bare, or
 * `0.0.…` without 0x). Any other 20-byte address is an alias a token cannot have, so it is invalid, not unknown.
 */
export function parseTokenId(text: string): bigint | null {
  const evm = EVM.exec(text);
  if (!evm) return parseEntityId(text);
  const [, shard, realm, hex] = evm;
  if ((shard !== undefined && BigInt(shard) !== 0n) || (realm !== undefined && BigInt(realm) !== 0n)) return null;
  if (!/^0{24}/.test(hex!)) return null;
  const num = BigInt(`0x${hex!.slice(24)}`);
  return num <= MAX_NUM ? encodeEntityId({ shard: 0n, realm: 0n, num }) : null;
}

export const tokenPathDoc: ParamDoc = {
  description: 'Token id `shard.realm.num` (or `num`), or its long-zero EVM address',
  schema: {
    type: 'string',
    pattern: '^((\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}|(0x)?[A-Fa-f0-9]{40}|\\d{1,10}\\.\\d{1,10}\\.[A-Fa-f0-9]{40})$',
  },
  example: '0.0.1001',
};

/** A token id in the path, or the reference's 400 naming `tokenid`. */
export function tokenIdFromPath(text: string): bigint {
  const id = parseTokenId(text);
  if (id === null) throw invalidArgument(invalidParameter('tokenid'));
  return id;
}

/** `token.id` in a query: the same forms as the path, with any operator. */
const tokenIdFilter: FilterParam<bigint> = {
  operators: ALL_OPERATORS,
  parse: parseTokenId,
  doc: entityIdDoc('The ID of the token to return information for', 'gte:0.0.1'),
};

/** `name`: a case-insensitive part of the token's name, 3 to 100 bytes of UTF-8. */
const tokenName: FilterParam<string> = {
  operators: EQ_ONLY,
  parse: (v: string) => {
    const bytes = Buffer.byteLength(v, 'utf8');
    return bytes >= 3 && bytes <= 100 ? v : null;
  },
  doc: {
    description: 'Part of the token name (case-insensitive, 3 to 100 bytes); no paging',
    explode: true,
    schema: { type: 'string', minLength: 3, maxLength: 100 },
    example: 'coin',
  },
};

const TOKEN_TYPES = ['ALL', 'FUNGIBLE_COMMON', 'NON_FUNGIBLE_UNIQUE'] as const;

/** Whether the query names the parameter with a value (the reference tests the raw value's truthiness). */
const given = (query: QueryParams, key: string) => query.all(key).length > 1 || Boolean(query.last(key));

export const tokenRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/tokens',
    operationId: 'listTokens',
    tag: 'tokens',
    summary: 'List tokens',
    description:
      'Tokens by id, optionally only those an account is associated with, or whose admin key, type or name matches.',
    path: {},
    query: {
      'account.id': {
        ...accountIdParam(ALL_OPERATORS),
        doc: entityIdDoc('Only tokens this account is associated with', '0.0.2'),
      },
      limit: limitParam(),
      name: tokenName,
      order: orderParam('asc'),
      publickey: {
        ...publicKeyParam(ALL_OPERATORS),
        doc: { description: "The admin key's public key to compare against (hex)", schema: { type: 'string' } },
      },
      'token.id': tokenIdFilter,
      type: {
        ...enumParam(TOKEN_TYPES, ALL_OPERATORS),
        doc: {
          description: 'The token type (case-insensitive); ALL: every type',
          schema: { type: 'string', enum: [...TOKEN_TYPES] },
          example: 'NON_FUNGIBLE_UNIQUE',
        },
      },
    },
    response: { name: 'TokensResponse', schema: TokensResponse },
    maxAge: 10,
    samples: (s) => [
      '/api/v1/tokens',
      `/api/v1/tokens?account.id=${s.nftOwner}`,
      '/api/v1/tokens?type=NON_FUNGIBLE_UNIQUE&order=desc',
    ],
    async handler({ path, query, ctx, parseQuery }) {
      // As the reference: these combinations are refused before any value is checked.
      const byName = given(query, 'name');
      if (byName && given(query, 'token.id'))
        throw invalidArgument('token.id and name can not be used together. Use a more specific name instead.');
      if (byName && given(query, 'account.id')) throw invalidArgument('account.id and name cannot be used together');
      const { filters, limit, order } = unknownKeysLast(parseQuery);
      // The reference reads account.id as one plain id: an operator or a second value is not an id.
      const accounts = filters['account.id'];
      if (accounts.length > 1 || accounts.some((f) => f.operator !== 'eq'))
        throw invalidArgument(invalidParameter('account.id'));
      const account = accounts[0]?.value;
      const tokens =
        account === NO_MATCH
          ? []
          : await listTokens(ctx.db, {
              accountId: account ?? null,
              tokenIds: splitEqual(distinct(filters['token.id'])),
              publicKeys: distinct(filters.publickey),
              // ALL is a valid type that selects nothing out: every type.
              types: filters.type.filter((f): f is Filter<TokenSummary['type']> => f.value !== 'ALL'),
              names: filters.name.map((f) => f.value),
              limit,
              order,
            });
      const last = tokens.at(-1);
      // A name search is not paged: the reference gives no next link.
      const next =
        !byName && last && tokens.length === limit
          ? pageLink(path, query, order, { 'token.id': { value: last.token_id } }, parseTokenId)
          : null;
      return { tokens, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/tokens/:tokenId',
    operationId: 'getToken',
    tag: 'tokens',
    summary: 'Get a token by id',
    description: 'The token, its entity and its custom fee schedule; with `timestamp`, as they were at that time.',
    path: { tokenId: tokenPathDoc },
    query: {
      // The reference only looks back in time for one token: eq reads "as of", lt "just before".
      timestamp: {
        ...timestampParam(['eq', 'lt', 'lte']),
        doc: {
          description:
            'Show the token as it was at (eq, lte) or just before (lt) this consensus timestamp; the last one given wins',
          explode: true,
          schema: { type: 'string', pattern: '^((eq|lt|lte):)?\\d{1,10}(\\.\\d{1,9})?$' },
          example: 'lte:9000000000',
        },
      },
    },
    response: { name: 'TokenInfo', schema: TokenInfo },
    maxAge: 5,
    samples: (s) => [`/api/v1/tokens/${s.tokenId}`],
    async handler({ params, ctx, parseQuery }) {
      // The path is checked before the query, so a bad id is the only complaint, as in the reference.
      const id = tokenIdFromPath(params.tokenId);
      const { filters } = unknownKeysLast(parseQuery);
      // Repeated timestamps: the last one wins, as in the reference.
      const last = filters.timestamp.at(-1);
      const asOf: AsOf | null = last
        ? { operator: last.operator === 'lt' ? 'lt' : 'lte', timestamp: last.value }
        : null;
      const token = await getToken(ctx.db, id, asOf);
      if (!token) throw notFound();
      return token;
    },
  }),
];
