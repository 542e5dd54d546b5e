import { getToken, type AsOf } from '../../ledger/tokens';
import { encodeEntityId, MAX_NUM, parseEntityId } from '../../core/entity-id';
import { InvalidArgumentError, NotFoundError, invalidParameter } from '../errors';
import { parseQuery, timestampParam } from '../params';
import type { V1Handler, V1Route } from './route-types';

// The reference only looks back in time for one token: eq reads "as of", lt "just before".
const PARAMS = { timestamp: timestampParam(['eq', 'lt', 'lte']) };

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

const byId: V1Handler = async ({ params, query, ctx }) => {
  // The path is checked before the query, so a bad id is the only complaint, as in the reference.
  const id = parseTokenId(params.tokenId ?? '');
  if (id === null) throw new InvalidArgumentError(invalidParameter('tokenid'));
  const { filters } = parseQuery(query, PARAMS, { defaultLimit: 1, maxLimit: 1, paging: false });
  // Repeated timestamps: the last one wins, as in the reference.
  const last = filters.timestamp.at(-1);
  const asOf: AsOf | null = last ? { operator: last.operator === 'lt' ? 'lt' : 'lte', timestamp: last.value } : null;
  const token = await getToken(ctx.db, id, asOf);
  if (!token) throw new NotFoundError();
  return token;
};

export const tokenRoutes: V1Route[] = [{ pattern: '/api/v1/tokens/:tokenId', handler: byId }];
