/** `/tokens/{tokenId}`: one token, now or as it was at a timestamp. */
import { encodeEntityId, MAX_NUM, parseEntityId } from '../../../core/entity-id';
import { getToken, type AsOf } from '../../../ledger/tokens';
import { TokenInfo } from '../../../schemas/v1/token';
import { invalidArgument, invalidParameter, notFound } from '../../errors';
import { timestampParam } from '../../params';
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

export const tokenRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/tokens/:tokenId',
    operationId: 'getToken',
    tag: 'tokens',
    summary: 'Get a token by id',
    description: 'The token, its entity and its custom fee schedule; with `timestamp`, as they were at that time.',
    path: {
      tokenId: {
        description: 'Token id `shard.realm.num` (or `num`), or its long-zero EVM address',
        schema: { type: 'string', pattern: '^((\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}|(0x)?[A-Fa-f0-9]{40}|\\d{1,10}\\.\\d{1,10}\\.[A-Fa-f0-9]{40})$' },
        example: '0.0.1001',
      },
    },
    query: {
      // The reference only looks back in time for one token: eq reads "as of", lt "just before".
      timestamp: {
        ...timestampParam(['eq', 'lt', 'lte']),
        doc: {
          description: 'Show the token as it was at (eq, lte) or just before (lt) this consensus timestamp; the last one given wins',
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
      const id = parseTokenId(params.tokenId);
      if (id === null) throw invalidArgument(invalidParameter('tokenid'));
      const { filters } = parseQuery();
      // Repeated timestamps: the last one wins, as in the reference.
      const last = filters.timestamp.at(-1);
      const asOf: AsOf | null = last ? { operator: last.operator === 'lt' ? 'lt' : 'lte', timestamp: last.value } : null;
      const token = await getToken(ctx.db, id, asOf);
      if (!token) throw notFound();
      return token;
    },
  }),
];
