import { describe, expect, it } from 'vitest';
import { pathParamNames } from '../route';
import { routes } from '.';

/**
 * Cache-Control max-age of each route's 200, as the reference sets it (rest/config/application.yml): immutable
 * history 600 s, rewards and network 60 s, lists of accounts and schedules 10 s, a token 5 s, an account and the
 * transactions list 2 s, everything else 1 s. Pinned here so a record cannot change it unnoticed.
 */
const MAX_AGES: Record<string, number> = {
  '/api/v1/transactions': 2,
  '/api/v1/transactions/:transactionIdOrHash': 600,
  '/api/v1/contracts/results/:transactionIdOrHash/actions': 600,
  '/api/v1/contracts': 10,
  '/api/v1/contracts/:contractIdOrAddress': 1,
  '/api/v1/contracts/:contractIdOrAddress/state': 1,
  '/api/v1/contracts/results': 10,
  '/api/v1/contracts/results/:transactionIdOrHash': 600,
  '/api/v1/contracts/:contractIdOrAddress/results': 1,
  '/api/v1/contracts/:contractIdOrAddress/results/:timestamp': 600,
  '/api/v1/contracts/results/logs': 10,
  '/api/v1/contracts/:contractIdOrAddress/results/logs': 1,
  '/api/v1/blocks': 1,
  '/api/v1/blocks/:hashOrNumber': 600,
  '/api/v1/network/nodes': 60,
  '/api/v1/network/registered-nodes': 60,
  '/api/v1/schedules': 10,
  '/api/v1/schedules/:scheduleId': 1,
  '/api/v1/accounts': 10,
  '/api/v1/accounts/:idOrAliasOrEvmAddress': 2,
  '/api/v1/accounts/:idOrAliasOrEvmAddress/tokens': 1,
  '/api/v1/accounts/:idOrAliasOrEvmAddress/rewards': 60,
  '/api/v1/accounts/:idOrAliasOrEvmAddress/nfts': 1,
  '/api/v1/accounts/:idOrAliasOrEvmAddress/hooks': 1,
  '/api/v1/accounts/:idOrAliasOrEvmAddress/hooks/:hookId/storage': 1,
  '/api/v1/accounts/:id/airdrops/outstanding': 1,
  '/api/v1/accounts/:id/airdrops/pending': 1,
  '/api/v1/accounts/:id/allowances/crypto': 1,
  '/api/v1/accounts/:id/allowances/tokens': 1,
  '/api/v1/accounts/:id/allowances/nfts': 1,
  '/api/v1/tokens': 10,
  '/api/v1/tokens/:tokenId': 5,
  '/api/v1/topics/:topicId': 5,
  '/api/v1/topics/:topicId/messages': 1,
  '/api/v1/topics/:topicId/messages/:sequenceNumber': 600,
  '/api/v1/topics/messages/:consensusTimestamp': 600,
  '/api/v1/tokens/:tokenId/balances': 1,
  '/api/v1/tokens/:tokenId/nfts': 1,
  '/api/v1/tokens/:tokenId/nfts/:serialNumber': 1,
  '/api/v1/tokens/:tokenId/nfts/:serialNumber/transactions': 1,
  '/api/v1/balances': 1,
  '/api/v1/network/exchangerate': 60,
  '/api/v1/network/fees': 60,
  '/api/v1/network/stake': 60,
  '/api/v1/network/supply': 60,
};

describe('the /api/v1 route registry', () => {
  it('gives every route the max-age the reference gives it', () => {
    expect(Object.fromEntries(routes.map((route) => [route.pattern, route.maxAge]))).toEqual(MAX_AGES);
  });

  it('has one record per pattern and operation, each path parameter documented', () => {
    expect(new Set(routes.map((route) => route.pattern)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.operationId)).size).toBe(routes.length);
    for (const route of routes) {
      expect(Object.keys(route.path).sort(), route.pattern).toEqual(pathParamNames(route.pattern).sort());
    }
  });
});
