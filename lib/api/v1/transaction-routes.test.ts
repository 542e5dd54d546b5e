import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../core/clock';
import { parseConfig } from '../../config';
import type { Db } from '../../db';
import { openMigratedPglite } from '../../db/testing';
import { BlocksResponse, Block } from '../../schemas/v1/block';
import { ContractActionsResponse } from '../../schemas/v1/contract-action';
import { TransactionByIdResponse, TransactionsResponse } from '../../schemas/v1/transaction';
import { HttpError } from '../../http/errors';
import { QueryParams } from '../query';
import type { ApiContext } from './context';
import type { AnyRoute } from './route';
import { serveRoute } from './router';
import { blockRoutes } from './routes/blocks';
import { contractRoutes as contractActionRoutes } from './routes/contracts';
import { transactionRoutes } from './routes/transactions';

/** A tiny ledger: two transfers paid by 0.0.10, one with a token transfer, one record file, one contract action. */
const FIXTURE = `
INSERT INTO transaction (consensus_timestamp, type, result, payer_account_id, valid_start_ns, valid_duration_seconds,
  node_account_id, max_fee, charged_tx_fee, transaction_hash, scheduled, nonce, high_volume, high_volume_pricing_multiplier)
VALUES (1000000000000000001, 14, 22, 10, 1000000000000000000, 120, 3, 100, 7, '\\x01', false, 0, null, null),
       (1000000000000000002, 14, 11, 10, 1000000000000000001, 120, 3, 100, 7, '\\x02', false, 0, true, 3),
       (1000000000000000003, 7, 22, 10, 1000000000000000002, 120, 3, 100, 7, '\\x03', false, 0, null, null);
INSERT INTO crypto_transfer (entity_id, consensus_timestamp, amount, payer_account_id, is_approval)
VALUES (10, 1000000000000000001, -9223372036854775807, 10, null), (98, 1000000000000000001, 1, 10, false),
       (20, 1000000000000000002, 5, 10, true), (10, 1000000000000000002, -5, 10, false);
INSERT INTO token_transfer (token_id, account_id, consensus_timestamp, amount, payer_account_id, is_approval)
VALUES (500, 30, 1000000000000000002, 4, 10, false);
INSERT INTO entity_transaction (consensus_timestamp, entity_id, payer_account_id, result, type)
VALUES (1000000000000000003, 40, 10, 22, 7);
INSERT INTO record_file (name, load_start, load_end, hash, prev_hash, consensus_start, consensus_end, count,
  digest_algorithm, version, file_hash, index, node_id, gas_used, logs_bloom, size)
VALUES ('a.rcd', 1, 2, '${'ab'.repeat(48)}', '${'00'.repeat(48)}', 1000000000000000000, 1000000000000000009, 3, 0, 6, 'x', 7, 0, -1, '\\x', 10);
INSERT INTO contract_action (call_depth, call_type, caller, caller_type, consensus_timestamp, gas, gas_used, index,
  input, recipient_contract, result_data, result_data_type, value, call_operation_type, payer_account_id)
VALUES (0, 1, 10, 'ACCOUNT', 1000000000000000003, 100, 50, 0, null, 1001, '\\x12', 11, 0, 1, 10);
`;

describe('blocks, transactions and contract actions routes', () => {
  let db: Db;
  let ctx: ApiContext;
  beforeAll(async () => {
    db = await openMigratedPglite();
    await db.exec(FIXTURE);
    ctx = { db, config: parseConfig({ RESPONSE_CACHE: 'off' }), clock: fixedClock(1_000_000_001_000), cache: null };
  });
  afterAll(async () => db.close());

  async function get(
    routes: AnyRoute[],
    pattern: string,
    url: string,
    params: Record<string, string> = {},
  ): Promise<unknown> {
    const parsed = new URL(`http://localhost${url}`);
    const route = routes.find((r) => r.pattern === pattern)!;
    const { body } = await serveRoute(route, {
      path: parsed.pathname,
      params,
      query: new QueryParams(parsed.search),
      ctx,
    });
    return body;
  }

  it('lists the transactions in which an account only moved NFTs, as an importer with entityNftTransactions records them', async () => {
    const list = async (search: string) =>
      TransactionsResponse.parse(
        await get(transactionRoutes, '/api/v1/transactions', `/api/v1/transactions?${search}`),
      ).transactions.map((t) => t.consensus_timestamp);
    expect(await list('account.id=0.0.40')).toEqual(['1000000000.000000003']);
    expect(await list('account.id=0.0.40&transactiontype=CONTRACTCALL')).toEqual(['1000000000.000000003']);
    expect(await list('account.id=0.0.40&transactiontype=CRYPTOTRANSFER')).toEqual([]);
    expect(await list('account.id=0.0.40&result=fail')).toEqual([]);
    expect(await list('account.id=0.0.40&type=credit')).toEqual([]);
  });

  it('lists transactions newest first, with lossless amounts, and pages with links.next', async () => {
    const body = TransactionsResponse.parse(
      await get(transactionRoutes, '/api/v1/transactions', '/api/v1/transactions?limit=2'),
    );
    expect(body.transactions.map((t) => t.consensus_timestamp)).toEqual([
      '1000000000.000000003',
      '1000000000.000000002',
    ]);
    expect(body.links.next).toBe('/api/v1/transactions?limit=2&timestamp=lt:1000000000.000000002');
    const second = body.transactions[1]!;
    expect(second).toMatchObject({
      result: 'DUPLICATE_TRANSACTION',
      high_volume: true,
      high_volume_pricing_multiplier: 3n,
    });
    expect(second.token_transfers).toEqual([
      { token_id: '0.0.500', account: '0.0.30', amount: 4n, is_approval: false },
    ]);
    // A transaction from before HIP-1313 (null multiplier): false and null, as the reference writes them.
    expect(body.transactions[0]).toMatchObject({
      high_volume: false,
      high_volume_pricing_multiplier: null,
      max_fee: '100',
    });
  });

  it('filters by account, credit type and result', async () => {
    const credit = TransactionsResponse.parse(
      await get(transactionRoutes, '/api/v1/transactions', '/api/v1/transactions?account.id=0.0.20&type=credit'),
    );
    expect(credit.transactions.map((t) => t.consensus_timestamp)).toEqual(['1000000000.000000002']);
    const success = TransactionsResponse.parse(
      await get(transactionRoutes, '/api/v1/transactions', '/api/v1/transactions?result=success&order=asc'),
    );
    expect(success.transactions[0]!.transfers[0]).toEqual({
      account: '0.0.10',
      amount: -9223372036854775807n,
      is_approval: false,
    });
  });

  it('finds one transaction by id and answers 404 / 400 as the reference', async () => {
    const pattern = '/api/v1/transactions/:transactionIdOrHash';
    const body = TransactionByIdResponse.parse(
      await get(transactionRoutes, pattern, '/api/v1/transactions/0.0.10-1000000000-000000000', {
        transactionIdOrHash: '0.0.10-1000000000-000000000',
      }),
    );
    expect(body.transactions).toHaveLength(1);
    await expect(
      get(transactionRoutes, pattern, '/x', { transactionIdOrHash: '0.0.10-1000000000-000000099' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(get(transactionRoutes, pattern, '/x', { transactionIdOrHash: 'nope' })).rejects.toBeInstanceOf(
      HttpError,
    );
  });

  it('serves blocks as the reference writes them', async () => {
    const list = BlocksResponse.parse(await get(blockRoutes, '/api/v1/blocks', '/api/v1/blocks'));
    expect(list.blocks[0]).toMatchObject({ number: 7n, gas_used: null, logs_bloom: '0x', hapi_version: null });
    const one = Block.parse(
      await get(blockRoutes, '/api/v1/blocks/:hashOrNumber', '/x', { hashOrNumber: 'ab'.repeat(32) }),
    );
    expect(one.hash).toBe(`0x${'ab'.repeat(48)}`);
  });

  it('lists contract actions of a transaction id', async () => {
    const body = ContractActionsResponse.parse(
      await get(contractActionRoutes, '/api/v1/contracts/results/:transactionIdOrHash/actions', '/x', {
        transactionIdOrHash: '0.0.10-1000000000-000000002',
      }),
    );
    expect(body.actions[0]).toMatchObject({
      input: '0x',
      recipient: '0.0.1001',
      recipient_type: 'CONTRACT',
      call_type: 'CALL',
    });
  });

  it('answers bad input with 400 or 404, never an internal error', async () => {
    const routes = [...transactionRoutes, ...blockRoutes, ...contractActionRoutes];
    const piece = fc.oneof(
      fc.constantFrom(
        'gt:1',
        'ne:0.0.2',
        'lte:9999999999.999999999',
        'eq:',
        '0x' + 'ab'.repeat(32),
        "' OR 1=1 --",
        '-1',
        'CRYPTOTRANSFER',
      ),
      fc.string({ maxLength: 30 }),
    );
    const names = fc.constantFrom(
      'limit',
      'order',
      'timestamp',
      'account.id',
      'block.number',
      'index',
      'nonce',
      'scheduled',
      'type',
      'result',
      'transactiontype',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        piece,
        fc.array(fc.tuple(names, piece), { maxLength: 6 }),
        async (route, segment, pairs) => {
          const search = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
          const params = { transactionIdOrHash: segment, hashOrNumber: segment };
          try {
            await serveRoute(route, { path: route.pattern, params, query: new QueryParams(search), ctx });
          } catch (error) {
            expect(error).toBeInstanceOf(HttpError);
            expect([400, 404]).toContain((error as HttpError).status);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
