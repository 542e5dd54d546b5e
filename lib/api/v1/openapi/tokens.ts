/** Documentation of `../tokens.ts`. */
import { TokenInfo } from '../../../schemas/v1/token';
import type { RouteDoc } from './types';

export const tokenDocs: RouteDoc[] = [
  {
    pattern: '/api/v1/tokens/:tokenId',
    operationId: 'getToken',
    tag: 'tokens',
    summary: 'Get a token by id',
    description: 'The token, its entity and its custom fee schedule; with `timestamp`, as they were at that time.',
    path: [
      {
        name: 'tokenId',
        in: 'path',
        description: 'Token id `shard.realm.num` (or `num`), or its long-zero EVM address',
        schema: { type: 'string', pattern: '^((\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}|(0x)?[A-Fa-f0-9]{40}|\\d{1,10}\\.\\d{1,10}\\.[A-Fa-f0-9]{40})$' },
        example: '0.0.1001',
      },
    ],
    query: [
      {
        name: 'timestamp',
        in: 'query',
        description: 'Show the token as it was at (eq, lte) or just before (lt) this consensus timestamp; the last one given wins',
        explode: true,
        schema: { type: 'string', pattern: '^((eq|lt|lte):)?\\d{1,10}(\\.\\d{1,9})?$' },
        example: 'lte:9000000000',
      },
    ],
    response: { name: 'TokenInfo', schema: TokenInfo },
    notFound: true,
    paged: false,
  },
];
