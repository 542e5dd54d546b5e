import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { ContractStateResponse } from '../../../schemas/v1/contract-state';
import type { ApiContext } from '../context';
import { getV1, uncachedContext } from '../testing';

const CREATE2 = '25fe26adc577cc89172e6156c9e24f7b9751b762';
const word = (n: number) => n.toString(16).padStart(64, '0');
let db: Db;
let ctx: ApiContext;

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db);
  // Slot 1 written at 10 and 20, slot 2 read at 15 and written at 30; the changes keep slots without leading zeros.
  await db.exec(`
    INSERT INTO entity (id, num, realm, shard, type, deleted, memo, timestamp_range, evm_address) VALUES
      (5001, 5001, 0, 0, 'CONTRACT', false, '', '[0,)', '\\x${CREATE2}'), (5002, 5002, 0, 0, 'CONTRACT', false, '', '[0,)', NULL);
    INSERT INTO contract_state (contract_id, created_timestamp, modified_timestamp, slot, value) VALUES
      (5001, 10, 20, '\\x${word(1)}', '\\x${word(0x11)}'), (5001, 15, 30, '\\x${word(2)}', '\\x${word(0x22)}'),
      (5002, 10, 10, '\\x${word(1)}', '\\x${word(0x99)}');
    INSERT INTO contract_state_change (consensus_timestamp, contract_id, payer_account_id, slot, value_read, value_written) VALUES
      (10, 5001, 2, '\\x01', '\\x${word(0)}', '\\x${word(0x10)}'), (20, 5001, 2, '\\x01', '\\x${word(0x10)}', '\\x${word(0x11)}'),
      (15, 5001, 2, '\\x02', '\\x${word(0)}', NULL), (30, 5001, 2, '\\x02', '\\x${word(0)}', '\\x${word(0x22)}')`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const state = async (query: string) => {
  const { status, body } = await getV1(ctx, `/api/v1/contracts/${query}`);
  expect(status, query).toBe(200);
  return ContractStateResponse.parse(body);
};
const slotsAndValues = async (query: string) =>
  (await state(query)).state.map(
    (s) => `${BigInt(s.slot)}=${BigInt(s.value!).toString(16)}@${s.timestamp.replace(/^0\.0*/, '')}`,
  );

describe('/contracts/{contractIdOrAddress}/state', () => {
  it('answers the current slots by id or address, with the contract address', async () => {
    const { state: slots, links } = await state(`0x${CREATE2}/state`);
    expect(slots[0]).toEqual({
      address: `0x${CREATE2}`,
      contract_id: '0.0.5001',
      timestamp: '0.000000020',
      slot: `0x${word(1)}`,
      value: `0x${word(0x11)}`,
    });
    expect(links.next).toBeNull();
    expect((await state('5002/state')).state[0]?.address).toBe('0x000000000000000000000000000000000000138a');
    expect(await slotsAndValues('5001/state?slot=gt:0x1&order=desc')).toEqual(['2=22@30']);
    expect(
      await slotsAndValues('5001/state?slot=0000000000000000000000000000000000000000000000000000000000000001'),
    ).toEqual(['1=11@20']);
  });

  it('answers each slot as it was at a time from the state changes (a read counts as the value then)', async () => {
    expect(await slotsAndValues('5001/state?timestamp=0.000000015')).toEqual(['1=10@10', '2=0@15']);
    expect(await slotsAndValues('5001/state?timestamp=lt:0.000000030&slot=0x0002')).toEqual(['2=0@15']);
    expect(await slotsAndValues('5001/state?timestamp=0.000000009')).toEqual([]);
  });

  it('pages by slot', async () => {
    const first = await state('5001/state?limit=1');
    expect(first.links.next).toBe(`/api/v1/contracts/5001/state?limit=1&slot=gt:0x${word(1)}`);
    expect(await slotsAndValues(first.links.next!.replace('/api/v1/contracts/', ''))).toEqual(['2=22@30']);
  });

  it('answers the reference errors', async () => {
    expect(await getV1(ctx, '/api/v1/contracts/5001/state?timestamp=ne:10')).toEqual({
      status: 400,
      body: { _status: { messages: [{ message: 'Not equals (ne) operator is not supported for timestamp' }] } },
    });
    expect((await getV1(ctx, '/api/v1/contracts/5001/state?slot=ne:1')).status).toBe(400);
    expect((await getV1(ctx, `/api/v1/contracts/5001/state?slot=${'1'.repeat(65)}`)).status).toBe(400);
    expect((await getV1(ctx, `/api/v1/contracts/${'7'.repeat(40)}/state`)).status).toBe(404);
    expect((await state('5003/state')).state).toEqual([]);
  });
});
