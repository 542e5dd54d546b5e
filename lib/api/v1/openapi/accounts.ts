/** Documentation of `/accounts` and the account sub-resources served by `../accounts.ts`. */
import { AccountDetail, AccountsResponse } from '../../../schemas/v1/account';
import { NftsResponse } from '../../../schemas/v1/nft';
import { StakingRewardsResponse } from '../../../schemas/v1/reward';
import { TokenRelationshipsResponse } from '../../../schemas/v1/token-relationship';
import {
  accountPathParam,
  booleanQuery,
  entityIdQuery,
  limitParam,
  orderAsc,
  orderDesc,
  serialNumberQuery,
  spenderIdQuery,
  timestampQuery,
  tokenIdQuery,
} from './parameters';
import { transactionTypeQuery } from './transactions';
import type { RouteDoc } from './types';

const base = '/api/v1/accounts/:idOrAliasOrEvmAddress';

export const accountDocs: RouteDoc[] = [
  {
    pattern: '/api/v1/accounts',
    operationId: 'listAccounts',
    tag: 'accounts',
    summary: 'List accounts',
    description: 'Accounts with their balance and up to the configured number of token balances each.',
    path: [],
    query: [
      {
        name: 'account.balance',
        in: 'query',
        description: 'The balance (tinybars) to compare against',
        explode: true,
        schema: { type: 'string', pattern: '^((gte?|lte?|eq|ne):)?\\d{1,10}$' },
        example: 'gte:0',
      },
      entityIdQuery('account.id', 'The ID of the account to return information for', 'gte:0.0.1000'),
      { name: 'account.publickey', in: 'query', description: "The account's public key to compare against (hex)", schema: { type: 'string' } },
      booleanQuery('balance', 'Whether to include balance information. If repeated, the last value counts.', true),
      limitParam,
      orderAsc,
    ],
    response: { name: 'AccountsResponse', schema: AccountsResponse },
    notFound: false,
    paged: true,
  },
  {
    pattern: base,
    operationId: 'getAccount',
    tag: 'accounts',
    summary: 'Get an account by id, alias or EVM address',
    description: 'The account with its balance, token balances and a page of its transactions (`links.next` pages them).',
    path: [accountPathParam],
    query: [
      limitParam,
      orderDesc,
      timestampQuery,
      transactionTypeQuery,
      booleanQuery('transactions', 'If false, the transactions are left out of the answer', true),
    ],
    response: { name: 'AccountDetail', schema: AccountDetail },
    notFound: true,
    paged: true,
  },
  {
    pattern: `${base}/tokens`,
    operationId: 'listAccountTokens',
    tag: 'accounts',
    summary: "An account's token relationships",
    path: [accountPathParam],
    query: [limitParam, orderAsc, tokenIdQuery],
    response: { name: 'TokenRelationshipsResponse', schema: TokenRelationshipsResponse },
    notFound: true,
    paged: true,
  },
  {
    pattern: `${base}/rewards`,
    operationId: 'listAccountRewards',
    tag: 'accounts',
    summary: "An account's past staking reward payouts",
    path: [accountPathParam],
    query: [limitParam, orderDesc, timestampQuery],
    response: { name: 'StakingRewardsResponse', schema: StakingRewardsResponse },
    notFound: true,
    paged: true,
  },
  {
    pattern: `${base}/nfts`,
    operationId: 'listAccountNfts',
    tag: 'accounts',
    summary: 'The NFTs an account owns',
    path: [accountPathParam],
    query: [limitParam, orderDesc, serialNumberQuery, spenderIdQuery, tokenIdQuery],
    response: { name: 'NftsResponse', schema: NftsResponse },
    notFound: true,
    paged: true,
  },
];
