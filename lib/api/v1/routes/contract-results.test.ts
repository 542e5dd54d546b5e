import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import {
  ContractResultDetails,
  ContractResultDetailsListResponse,
  ContractResultsResponse,
} from '../../../schemas/v1/contract-result';
import type { ApiContext } from '../context';
import { demoContext, getJson, openDemoLedger } from '../demo-ledger.test-helpers';
import { handleV1 } from '../router';
import { getV1, uncachedContext } from '../testing';

let db: Db;
let ctx: ApiContext;

const CREATE2 = 'c0ffee0000000000000000000000000000000001';
const HASH_2 = 'aa'.repeat(32);
const HASH_0 = 'bb'.repeat(32);
const HASH_PARTIAL = 'cc'.repeat(32);

/** Three calls of contract 0.0.5001 (CREATE2 address) paid by 0.0.8001: a type-2 call, a failed legacy one, one without call result. */
beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db);
  await db.exec(`
    INSERT INTO entity (id, num, realm, shard, type, deleted, evm_address, timestamp_range) VALUES
      (5001, 5001, 0, 0, 'CONTRACT', false, '\\x${CREATE2}', '[0,)'),
      (8001, 8001, 0, 0, 'ACCOUNT', false, NULL, '[0,)');
    INSERT INTO record_file (name, load_start, load_end, hash, prev_hash, consensus_start, consensus_end, count, digest_algorithm,
        version, file_hash, index, gas_used, node_id) VALUES
      ('a', 0, 0, '${'ab'.repeat(48)}', '', 100, 300, 3, 0, 6, '', 7, 90000, 0);
    INSERT INTO transaction (consensus_timestamp, type, result, payer_account_id, valid_start_ns) VALUES
      (100, 50, 22, 8001, 90), (200, 50, 33, 8001, 190), (300, 7, 22, 8001, 290);
    INSERT INTO contract_transaction (consensus_timestamp, entity_id, contract_ids, payer_account_id) VALUES
      (100, 5001, '{5001,8001}', 8001), (100, 8001, '{5001,8001}', 8001),
      (200, 5001, '{5001,8001}', 8001), (200, 8001, '{5001,8001}', 8001),
      (300, 5001, '{5001,8001}', 8001), (300, 8001, '{5001,8001}', 8001);
    INSERT INTO contract_transaction_hash (consensus_timestamp, hash, payer_account_id, entity_id, transaction_result) VALUES
      (100, '\\x${HASH_2}', 8001, 5001, 22), (200, '\\x${HASH_0}', 8001, 5001, 33), (300, '\\x${HASH_PARTIAL}', 8001, 5001, 22);
    INSERT INTO contract_result (consensus_timestamp, contract_id, payer_account_id, sender_id, function_parameters, gas_limit, gas_used,
        call_result, error_message, transaction_hash, transaction_index, transaction_result, transaction_nonce, amount) VALUES
      (100, 5001, 8001, 8001, '\\x', 30000, 21000, '\\x01', NULL, '\\x${HASH_2}', 0, 22, 0, 0),
      (200, 5001, 8001, 8001, '\\x', 30000, 25000, '\\x', '', '\\x${HASH_0}', 1, 33, 0, 0),
      (300, 5001, 8001, 8001, '\\x12', 30000, 0, NULL, NULL, '\\x${HASH_PARTIAL}', 2, 22, 0, 5);
    INSERT INTO ethereum_transaction (consensus_timestamp, payer_account_id, hash, type, nonce, chain_id, gas_limit, gas_price,
        max_fee_per_gas, max_priority_fee_per_gas, max_gas_allowance, signature_r, signature_s, signature_v, recovery_id, to_address,
        value, access_list, call_data, data) VALUES
      (100, 8001, '\\x${HASH_2}', 2, 4, '\\x012a', 50000, NULL, '\\x59', '\\x33', 0, '\\x${'11'.repeat(32)}', '\\x${'22'.repeat(32)}',
        NULL, 1, '\\x${CREATE2}', '\\x0de0b6b3a7640000', '\\xc0', '\\xa9059cbb', '\\x02'),
      (200, 8001, '\\x${HASH_0}', 0, 5, NULL, 60000, '\\x4a817c80', NULL, NULL, 0, '\\x${'33'.repeat(32)}', '\\x${'44'.repeat(32)}',
        '\\x0277', NULL, '\\x${CREATE2}', '\\x', NULL, '\\x60806040', '\\x00');
    INSERT INTO contract_log (consensus_timestamp, index, contract_id, payer_account_id, bloom, data, topic0, topic1) VALUES
      (100, 0, 5001, 8001, '\\x01', '\\x0a', '\\x${'dd'.repeat(32)}', '\\x');
    INSERT INTO contract_state_change (consensus_timestamp, contract_id, payer_account_id, slot, value_read, value_written, migration) VALUES
      (100, 5001, 8001, '\\x01', '\\x', '\\x02', false), (100, 5001, 8001, '\\x02', '\\x03', NULL, true);
  `);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const get = (url: string) => getV1(ctx, url);

describe('a single contract result', () => {
  it('shows a type-2 Ethereum call with its signature, quantities, value, logs and non-migration state changes', async () => {
    const { status, body } = await get(`/api/v1/contracts/results/0x${HASH_2}`);
    expect(status).toBe(200);
    const result = ContractResultDetails.parse(body);
    expect(result).toMatchObject({
      address: `0x${CREATE2}`,
      amount: 1_000_000_000_000_000_000n,
      block_hash: `0x${'ab'.repeat(48)}`,
      block_number: 7,
      block_gas_used: 90000,
      chain_id: '0x12a',
      gas_limit: 50000,
      gas_price: '0x',
      max_fee_per_gas: '0x59',
      nonce: 4,
      r: `0x${'11'.repeat(32)}`,
      type: 2,
      v: 1,
      function_parameters: '0xa9059cbb',
      status: '0x1',
      result: 'SUCCESS',
      failed_initcode: null,
      to: `0x${CREATE2}`,
    });
    expect(result.logs).toEqual([
      {
        address: `0x${CREATE2}`,
        bloom: '0x01',
        contract_id: '0.0.5001',
        data: `0x${'0a'.padStart(64, '0')}`,
        index: 0,
        topics: [`0x${'dd'.repeat(32)}`, `0x${'0'.repeat(64)}`],
      },
    ]);
    expect(result.state_changes).toEqual([
      {
        address: `0x${CREATE2}`,
        contract_id: '0.0.5001',
        slot: `0x${'01'.padStart(64, '0')}`,
        value_read: `0x${'0'.repeat(64)}`,
        value_written: `0x${'02'.padStart(64, '0')}`,
      },
    ]);
  });

  it('shows a failed legacy call: v from the signature, the result name as error, the call data as failed initcode', async () => {
    const { body } = await get('/api/v1/contracts/results/0.0.8001-0-000000190');
    expect(ContractResultDetails.parse(body)).toMatchObject({
      type: 0,
      v: 0x277,
      gas_price: '0x4a817c80',
      chain_id: '0x',
      access_list: '0x',
      amount: 0,
      error_message: 'CONTRACT_REVERT_EXECUTED',
      status: '0x0',
      failed_initcode: '0x60806040',
    });
  });

  it('answers 206 without a call result, and the same by contract and timestamp', async () => {
    const byHash = await get(`/api/v1/contracts/results/${HASH_PARTIAL}`);
    expect(byHash.status).toBe(206);
    expect(ContractResultDetails.parse(byHash.body)).toMatchObject({
      call_result: '0x',
      type: null,
      v: null,
      access_list: null,
    });
    const byTimestamp = await get(`/api/v1/contracts/0x${CREATE2}/results/0.000000300`);
    expect(byTimestamp).toEqual(byHash);
  });

  it('answers 404 for an unknown transaction and 400 for a 48-byte hash', async () => {
    expect((await get(`/api/v1/contracts/results/0x${'ef'.repeat(32)}`)).status).toBe(404);
    expect((await get(`/api/v1/contracts/results/${'ef'.repeat(48)}`)).status).toBe(400);
    expect((await get('/api/v1/contracts/results/0.0.8001-0-000000190?nonce=1')).status).toBe(404);
  });
});

describe('result lists', () => {
  it('lists every contract result newest first with Ethereum fields, paging by timestamp', async () => {
    const { body } = await get('/api/v1/contracts/results?limit=2');
    const page = ContractResultDetailsListResponse.parse(body);
    expect(page.results.map((r) => [r.timestamp, r.nonce])).toEqual([
      ['0.000000300', null],
      ['0.000000200', 5],
    ]);
    // The list reads no call data: the result's own parameters and gas limit stay.
    expect(page.results[1]).toMatchObject({ function_parameters: '0x', gas_limit: 30000, failed_initcode: null });
    expect(page.links.next).toBe('/api/v1/contracts/results?limit=2&timestamp=lt:0.000000200');
  });

  it('lists one contract by CREATE2 address and filters by block, sender and index', async () => {
    const { body } = await get(`/api/v1/contracts/${CREATE2}/results?block.number=7&transaction.index=1&from=0.0.8001`);
    expect(ContractResultsResponse.parse(body).results.map((r) => r.hash)).toEqual([`0x${HASH_0}`]);
    const unknown = await get(`/api/v1/contracts/0x${'12'.repeat(20)}/results`);
    expect(unknown).toMatchObject({ status: 404 });
    expect((await get('/api/v1/contracts/results?transaction.index=1')).status).toBe(400);
  });
});

describe('what needs an EVM', () => {
  it('answers 406 for an opcode trace without gzip, 415 for a call without JSON, and 405 for other writes', async () => {
    const call = await handleV1(
      new Request('http://localhost/api/v1/contracts/call', { method: 'POST', body: '{}' }),
      ctx,
    );
    expect(call.status).toBe(415);
    const opcodes = await handleV1(new Request(`http://localhost/api/v1/contracts/results/0x${HASH_2}/opcodes`), ctx);
    expect(opcodes.status).toBe(406);
    expect(await opcodes.json()).toEqual({
      _status: {
        messages: [{ message: 'Not Acceptable', detail: 'Accept-Encoding: gzip header is required', data: '' }],
      },
    });
    const other = await handleV1(new Request('http://localhost/api/v1/contracts/results', { method: 'POST' }), ctx);
    expect(other.status).toBe(405);
  });
});

describe('on the demo ledger, which stores Ethereum amounts in weibars as importers from 0.151 on do', () => {
  let demo: Db;
  let demoCtx: ApiContext;
  beforeAll(async () => {
    demo = await openDemoLedger();
    demoCtx = demoContext(demo);
  }, 120_000);
  afterAll(async () => demo.close());

  const results = async (url: string) =>
    ContractResultDetailsListResponse.parse((await getJson(demoCtx, url)).body).results;

  it('answers tinybars by default and the stored weibars with hbar=false (the demo signs 710 gwei, 71 tinybars)', async () => {
    const [tinybars, weibars] = await Promise.all([
      results('/api/v1/contracts/results?limit=100'),
      results('/api/v1/contracts/results?limit=100&hbar=false'),
    ]);
    const priced = tinybars.filter((r) => r.gas_price !== null && r.gas_price !== '0x');
    expect(priced.length).toBeGreaterThan(0);
    for (const result of priced) expect(result.gas_price).toBe('0x47');
    for (const result of weibars.filter((r) => r.gas_price !== null && r.gas_price !== '0x'))
      expect(result.gas_price).toBe('0xa54f4c3c00');
    const paid = tinybars.filter((r) => r.type !== null && r.amount !== null && BigInt(r.amount) > 0n);
    expect(paid.length).toBeGreaterThan(0);
    for (const result of paid) {
      const same = weibars.find((w) => w.timestamp === result.timestamp)!;
      expect(BigInt(same.amount!)).toBe(BigInt(result.amount!) * 10_000_000_000n);
    }
  });
});
