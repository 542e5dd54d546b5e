import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { ContractWithBytecode, ContractsResponse } from '../../../schemas/v1/contract';
import type { ApiContext } from '../context';
import { getV1, uncachedContext } from '../testing';

const CREATE2 = 'abbcccddddeeeeeefffffff000000068fed9dddd';
const SECOND = 1_000_000_000n;
let db: Db;
let ctx: ApiContext;

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db);
  const entity = (id: number, type: string, range: string, extra = '') =>
    `(${id}, ${id}, 0, 0, '${type}', false, '\\x0a03010203', 'memo ${id}', '${range}', ${100n * SECOND}, 1500${extra})`;
  await db.exec(`
    INSERT INTO entity (id, num, realm, shard, type, deleted, key, memo, timestamp_range, created_timestamp, auto_renew_period, evm_address) VALUES
      ${entity(1001, 'CONTRACT', `[${200n * SECOND},)`, `, '\\x${CREATE2}'`)},
      ${entity(1002, 'CONTRACT', `[${100n * SECOND},)`, ', NULL')},
      ${entity(1003, 'ACCOUNT', `[${100n * SECOND},)`, ', NULL')},
      ${entity(1004, 'CONTRACT', `[${100n * SECOND},)`, ', NULL')};
    INSERT INTO entity_history (id, num, realm, shard, type, deleted, key, memo, timestamp_range, created_timestamp, auto_renew_period, evm_address) VALUES
      ${entity(1001, 'CONTRACT', `[${100n * SECOND},${200n * SECOND})`, `, '\\x${CREATE2}'`)};
    INSERT INTO contract (id, file_id, initcode, runtime_bytecode) VALUES
      (1001, NULL, '\\x6080', '\\x60806040'), (1002, 5001, NULL, NULL), (1004, 5002, NULL, '\\x01');
    INSERT INTO file_data (consensus_timestamp, entity_id, transaction_type, file_data) VALUES
      (${50n * SECOND}, 5001, 17, '6060'), (${60n * SECOND}, 5001, 16, '6161'), (${150n * SECOND}, 5001, 16, 'ffff'),
      (${40n * SECOND}, 5002, 17, 'aa'), (${50n * SECOND + 1n}, 5002, 19, '')`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

describe('/contracts', () => {
  it('lists contracts (not other entities) newest id first, with the next link', async () => {
    const { status, body } = await getV1(ctx, '/api/v1/contracts?limit=2');
    expect(status).toBe(200);
    const { contracts, links } = ContractsResponse.parse(body);
    expect(contracts.map((c) => c.contract_id)).toEqual(['0.0.1004', '0.0.1002']);
    expect(links.next).toBe('/api/v1/contracts?limit=2&contract.id=lt:0.0.1002');
    expect(contracts[1]).toMatchObject({
      evm_address: '0x00000000000000000000000000000000000003ea',
      expiration_timestamp: '1600.000000000',
      file_id: '0.0.5001',
      timestamp: { from: '100.000000000', to: null },
    });
  });

  it('reads contract.id as ids, ranges and (eq only) EVM addresses', async () => {
    const ids = async (query: string) =>
      ContractsResponse.parse((await getV1(ctx, `/api/v1/contracts?${query}`)).body).contracts.map(
        (c) => c.contract_id,
      );
    expect(await ids('contract.id=1001&contract.id=0.0.1002&order=asc')).toEqual(['0.0.1001', '0.0.1002']);
    expect(await ids(`contract.id=${CREATE2}`)).toEqual(['0.0.1001']);
    expect(await ids('contract.id=0.0.00000000000000000000000000000000000003ec')).toEqual(['0.0.1004']);
    expect(await ids('contract.id=gt:1001&contract.id=ne:1004')).toEqual(['0.0.1002']);
    expect(await getV1(ctx, `/api/v1/contracts?contract.id=gt:${CREATE2}`)).toMatchObject({ status: 400 });
    expect(await getV1(ctx, `/api/v1/contracts?contract.id=0x${CREATE2}`)).toMatchObject({ status: 400 });
    expect(await getV1(ctx, `/api/v1/contracts?contract.id=${'1'.repeat(40)}`)).toMatchObject({ status: 404 });
  });
});

describe('/contracts/{contractIdOrAddress}', () => {
  const get = async (path: string) => {
    const { status, body } = await getV1(ctx, `/api/v1/contracts/${path}`);
    return status === 200 ? ContractWithBytecode.parse(body) : status;
  };

  it('finds a contract by id, long-zero address and CREATE2 address, with its init and runtime code', async () => {
    for (const path of [
      '1001',
      '0.0.1001',
      '00000000000000000000000000000000000003e9',
      `0x${CREATE2}`,
      `0.0.${CREATE2}`,
    ]) {
      expect(await get(path), path).toMatchObject({
        contract_id: '0.0.1001',
        bytecode: '0x6080',
        runtime_bytecode: '0x60806040',
      });
    }
    expect(await get('1003')).toBe(404);
    expect(await get('abc')).toBe(400);
  });

  it('reads the init code from the bytecode file as it was when the contract was created', async () => {
    // Created at 100 s: the create at 50 s and the append at 60 s, not the later append.
    expect(await get('1002')).toMatchObject({ bytecode: '0x60606161', runtime_bytecode: '0x' });
    // The newest create or non-empty update starts the file; an empty update does not.
    expect(await get('1004')).toMatchObject({ bytecode: '0xaa' });
  });

  it('answers the version the timestamp filters select, from entity_history when needed', async () => {
    expect(await get('1001?timestamp=150')).toMatchObject({
      timestamp: { from: '100.000000000', to: '200.000000000' },
    });
    expect(await get(`${CREATE2}?timestamp=lt:300`)).toMatchObject({ timestamp: { from: '200.000000000', to: null } });
    expect(await get('1001?timestamp=lt:100')).toBe(404);
    expect(await getV1(ctx, '/api/v1/contracts/1001?timestamp=x')).toMatchObject({ status: 400 });
  });
});
