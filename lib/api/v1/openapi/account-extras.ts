/** Documentation of the allowance and airdrop routes below `/accounts/{id}` (`../allowances.ts`, `../airdrops.ts`). */
import { TokenAirdropsResponse } from '../../../schemas/v1/airdrop';
import { CryptoAllowancesResponse, NftAllowancesResponse, TokenAllowancesResponse } from '../../../schemas/v1/allowance';
import {
  accountIdPathParam,
  booleanQuery,
  entityIdQuery,
  limitParam,
  orderAsc,
  orderDesc,
  serialNumberQuery,
  spenderIdQuery,
  tokenIdQuery,
} from './parameters';
import type { RouteDoc } from './types';

const base = '/api/v1/accounts/:id';

const airdrops = (kind: 'outstanding' | 'pending', counterpart: 'receiver.id' | 'sender.id'): RouteDoc => ({
  pattern: `${base}/airdrops/${kind}`,
  operationId: kind === 'outstanding' ? 'listOutstandingAirdrops' : 'listPendingAirdrops',
  tag: 'airdrops',
  summary: kind === 'outstanding' ? 'Outstanding token airdrops sent by an account' : 'Pending token airdrops received by an account',
  path: [accountIdPathParam],
  query: [
    limitParam,
    orderAsc,
    entityIdQuery(counterpart, `The ID of the ${counterpart === 'receiver.id' ? 'receiver' : 'sender'} to return information for`, 'gte:0.0.1'),
    // As for every multi-column keyset, a filter on a later column needs one on each earlier column.
    { ...serialNumberQuery, requires: [counterpart, 'token.id'] },
    { ...tokenIdQuery, requires: [counterpart] },
  ],
  response: { name: 'TokenAirdropsResponse', schema: TokenAirdropsResponse },
  notFound: true,
  paged: true,
});

export const accountExtraDocs: RouteDoc[] = [
  airdrops('outstanding', 'receiver.id'),
  airdrops('pending', 'sender.id'),
  {
    pattern: `${base}/allowances/crypto`,
    operationId: 'listCryptoAllowances',
    tag: 'allowances',
    summary: 'Crypto (hbar) allowances an account granted',
    path: [accountIdPathParam],
    query: [limitParam, orderDesc, spenderIdQuery],
    response: { name: 'CryptoAllowancesResponse', schema: CryptoAllowancesResponse },
    notFound: true,
    paged: true,
  },
  {
    pattern: `${base}/allowances/tokens`,
    operationId: 'listTokenAllowances',
    tag: 'allowances',
    summary: 'Fungible token allowances an account granted',
    path: [accountIdPathParam],
    query: [limitParam, orderAsc, spenderIdQuery, { ...tokenIdQuery, requires: ['spender.id'] }],
    response: { name: 'TokenAllowancesResponse', schema: TokenAllowancesResponse },
    notFound: true,
    paged: true,
  },
  {
    pattern: `${base}/allowances/nfts`,
    operationId: 'listNftAllowances',
    tag: 'allowances',
    summary: 'NFT allowances an account granted (or, with owner=false, received)',
    path: [accountIdPathParam],
    query: [
      limitParam,
      orderAsc,
      entityIdQuery('account.id', 'The spender (owner=true) or owner (owner=false) to return information for', 'gte:0.0.1'),
      { ...tokenIdQuery, requires: ['account.id'] },
      booleanQuery(
        'owner',
        'When true or omitted the path account is the owner and the answer lists the allowances it granted; when false it is the spender.',
        true,
      ),
    ],
    response: { name: 'NftAllowancesResponse', schema: NftAllowancesResponse },
    notFound: true,
    paged: true,
  },
];
