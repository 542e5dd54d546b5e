import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fixedClock } from '../../../core/clock';
import { parseConfig } from '../../../config';
import type { Db } from '../../../db';
import { loadDump } from '../../../db/load-dump';
import { openMigratedPglite } from '../../../db/testing';
import { AccountDetail, AccountsResponse } from '../../../schemas/v1/account';
import { NftsResponse } from '../../../schemas/v1/nft';
import { StakingRewardsResponse } from '../../../schemas/v1/reward';
import { TokenRelationshipsResponse } from '../../../schemas/v1/token-relationship';
import { QueryParams } from '../../query';
import { CORPUS_ROOT, corpusAvailable } from '../conformance/corpus';
import type { ApiContext } from '../context';
import { handleV1, serveRoute } from '../router';
import { routes } from '.';

/** One ledger per case: a corpus entry, a URL on it, and the wire schema its answer must satisfy. */
const CASES: [string, string, z.ZodType][] = [
  ['accounts/no-params', '/api/v1/accounts', AccountsResponse],
  ['accounts/{id}/no-params@bindTimestampRange=false', '/api/v1/accounts/0.0.8', AccountDetail],
  [
    'accounts/{id}/timestamp-closed-range@bindTimestampRange=false',
    '/api/v1/accounts/0.0.8?timestamp=gt:1680308100&timestamp=lte:1686312900',
    AccountDetail,
  ],
  ['accounts/{id}/tokens/all-params', '/api/v1/accounts/0.0.1001/tokens?limit=2', TokenRelationshipsResponse],
  ['accounts/{id}/rewards/no-params', '/api/v1/accounts/1001/rewards?limit=1', StakingRewardsResponse],
  ['accounts/{id}/nfts/no-params', '/api/v1/accounts/1001/nfts?limit=2', NftsResponse],
];

const HOSTILE_SEGMENTS = [
  'x',
  '0.0.-1',
  '1.2.3.4',
  '99999999999999999999',
  '0x' + 'ab'.repeat(20),
  'ABC',
  "' OR 1=1 --",
  'KGNABD5L3ZGSRVUCSPDR7TONZSRY3D5OMEBKQMVTD2AC6JL72HMQ',
  '1023.65535.274877906943',
  '-9223372036854775808',
];
const HOSTILE_QUERIES = [
  'limit=0',
  'order=sideways',
  'timestamp=ne:1',
  'timestamp=gt:2&timestamp=lt:1',
  'token.id=ne:5',
  'serialnumber=1',
  'token.id=1&serialnumber=gt:1&serialnumber=lt:3',
  'spender.id=ne:1',
  'account.id=0x' + 'ab'.repeat(20),
  'account.balance=-1',
  'account.publickey=zz',
  'balance=maybe',
  'transactions=yes',
  'transactiontype=x',
  'a%zz=1',
  'timestamp=gt:1&timestamp=gt:2',
  'token.id=gt:1&token.id=gte:2',
  'spender.id=gt:1&spender.id=gt:2',
];

async function ledger(entry: string): Promise<Db> {
  const db = await openMigratedPglite();
  await loadDump(db, readFileSync(path.join(CORPUS_ROOT, 'mirror-node-v1', entry, 'data.sql'), 'utf8'));
  return db;
}

const contextFor = (db: Db): ApiContext => ({
  db,
  config: parseConfig({ RESPONSE_CACHE: 'off' }),
  clock: fixedClock(Date.UTC(2023, 5, 10)),
  cache: null,
});

describe.skipIf(!corpusAvailable())('account routes', () => {
  it.each(CASES)('%s: %s matches its wire schema', async (entry, url, schema) => {
    const db = await ledger(entry);
    try {
      const { pathname, search } = new URL(url, 'http://localhost');
      const route = routes.find((r) => new RegExp(`^${r.pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(pathname))!;
      const segments = pathname.split('/');
      const params = { idOrAliasOrEvmAddress: segments[4] ?? '' };
      const { body } = await serveRoute(route, {
        path: pathname,
        params,
        query: new QueryParams(search),
        ctx: contextFor(db),
      });
      expect(() => schema.parse(body)).not.toThrow();
    } finally {
      await db.close();
    }
  });

  describe('hostile input', () => {
    let db: Db;
    beforeAll(async () => {
      db = await ledger('accounts/{id}/nfts/no-params');
    });
    afterAll(async () => db.close());

    it('answers 200, 400 or 404 with the error body', async () => {
      const ctx = contextFor(db);
      const suffixes = ['', '/tokens', '/rewards', '/nfts'];
      for (const segment of HOSTILE_SEGMENTS) {
        for (const suffix of suffixes) {
          for (const query of ['', ...HOSTILE_QUERIES]) {
            const url = `http://localhost/api/v1/accounts/${encodeURIComponent(segment)}${suffix}?${query}`;
            const response = await handleV1(new Request(url), ctx);
            expect([200, 400, 404], url).toContain(response.status);
          }
        }
      }
      for (const query of HOSTILE_QUERIES) {
        const response = await handleV1(new Request(`http://localhost/api/v1/accounts?${query}`), ctx);
        expect([200, 400], query).toContain(response.status);
      }
    }, 120_000);
  });
});
