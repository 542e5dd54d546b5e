import { proto } from '@hiero-ledger/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { NetworkExchangeRateSetResponse, NetworkFeesResponse, NetworkStakeResponse } from '../../../schemas/v1/network';
import type { ApiContext } from '../context';
import { handleV1 } from '../router';
import { getV1, uncachedContext } from '../testing';

let db: Db;
let ctx: ApiContext;

const hex = (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}`;
const rates = (cents: number) =>
  proto.ExchangeRateSet.encode({
    currentRate: { hbarEquiv: 30_000, centEquiv: cents, expirationTime: { seconds: 3600 as never } },
    nextRate: { hbarEquiv: 30_000, centEquiv: cents + 1, expirationTime: { seconds: 7200 as never } },
  }).finish();
const F = proto.HederaFunctionality;
const schedule = proto.CurrentAndNextFeeSchedule.encode({
  currentFeeSchedule: {
    transactionFeeSchedule: [
      { hederaFunctionality: F.EthereumTransaction, fees: [{ servicedata: { gas: 900_000 as never } }] },
      { hederaFunctionality: F.CryptoTransfer, fees: [{ servicedata: { gas: 1 as never } }] },
      { hederaFunctionality: F.ContractCall, fees: [{ servicedata: { gas: 600_000 as never } }] },
    ],
  },
}).finish();

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, Date.UTC(2023, 5, 20));
  // 0.0.112: a rate set at 10, a newer one at 30 split in an update and an append, and a corrupt one at 40.
  const newer = rates(200_000);
  await db.exec(`INSERT INTO file_data (consensus_timestamp, entity_id, transaction_type, file_data) VALUES
    (10, 112, 19, '${hex(rates(100_000))}'),
    (30, 112, 19, '${hex(newer.slice(0, 5))}'), (31, 112, 16, '${hex(newer.slice(5))}'),
    (40, 112, 19, '\\x0a0b0c'),
    (20, 111, 17, '${hex(schedule)}')`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

describe('GET /network/exchangerate and /network/fees', () => {
  it('reads the newest readable rate set, joining appends and falling back past a corrupt update', async () => {
    const now = NetworkExchangeRateSetResponse.parse((await getV1(ctx, '/api/v1/network/exchangerate')).body);
    expect(now).toEqual({
      current_rate: { cent_equivalent: 200_000, expiration_time: 3600, hbar_equivalent: 30_000 },
      next_rate: { cent_equivalent: 200_001, expiration_time: 7200, hbar_equivalent: 30_000 },
      timestamp: '0.000000031',
    });
    const earlier = NetworkExchangeRateSetResponse.parse(
      (await getV1(ctx, '/api/v1/network/exchangerate?timestamp=lt:0.000000030')).body,
    );
    expect([earlier.current_rate.cent_equivalent, earlier.timestamp]).toEqual([100_000, '0.000000010']);
    // As the Java service (0.154) says it: the reason phrase, and what is missing in the detail.
    expect(await getV1(ctx, '/api/v1/network/exchangerate?timestamp=lt:0.000000010')).toEqual({
      status: 404,
      body: { _status: { messages: [{ message: 'Not Found', detail: 'File 0.0.112 not found' }] } },
    });
    expect((await getV1(ctx, '/api/v1/network/exchangerate?timestamp=ne:5')).body).toEqual({
      _status: { messages: [{ message: 'Not equals (ne) operator is not supported for timestamp' }] },
    });
  });

  it('prices gas of the EVM types at the exchange rate in force, in either order', async () => {
    // 600,000 thousandths of a tinycent at 30,000 hbar : 200,000 cents = 90 tinybars.
    expect(NetworkFeesResponse.parse((await getV1(ctx, '/api/v1/network/fees')).body)).toEqual({
      fees: [
        { gas: 90, transaction_type: 'ContractCall' },
        { gas: 135, transaction_type: 'EthereumTransaction' },
      ],
      timestamp: '0.000000020',
    });
    const early = NetworkFeesResponse.parse(
      (await getV1(ctx, '/api/v1/network/fees?timestamp=lte:0.000000025&order=desc')).body,
    );
    expect(early.fees).toEqual([
      { gas: 270, transaction_type: 'EthereumTransaction' },
      { gas: 180, transaction_type: 'ContractCall' },
    ]);
    expect((await getV1(ctx, '/api/v1/network/fees?timestamp=lt:0.000000015')).status).toBe(404);
  });
});

describe('GET /network/stake and /network/supply', () => {
  it('maps the newest staking period, fractions as the reference prints its floats', async () => {
    expect(await getV1(ctx, '/api/v1/network/stake')).toEqual({
      status: 404,
      body: { _status: { messages: [{ message: 'Not Found', detail: 'No network stake data found' }] } },
    });
    await db.exec(`INSERT INTO network_stake (consensus_timestamp, epoch_day, max_staking_reward_rate_per_hbar, node_reward_fee_denominator,
        node_reward_fee_numerator, stake_total, staking_period, staking_period_duration, staking_periods_stored,
        staking_reward_fee_denominator, staking_reward_fee_numerator, staking_reward_rate, staking_start_threshold) VALUES
      (1, 0, 5, 3, 1, 100, 86399999999999, 1440, 365, 10, 1, 7, 8), (2, 1, 17808, 0, 0, 200, 172799999999999, 1440, 365, 3, 2, 9, 10)`);
    const stake = NetworkStakeResponse.parse((await getV1(ctx, '/api/v1/network/stake')).body);
    expect(stake).toMatchObject({
      max_staking_reward_rate_per_hbar: 17808,
      node_reward_fee_fraction: 0,
      stake_total: 200,
      staking_period: { from: '172800.000000000', to: '259200.000000000' },
      staking_reward_fee_fraction: 0.6666667,
    });
  });

  it('skips query parameters the Java-served endpoints do not declare, as Spring does; the JavaScript ones refuse them', async () => {
    // @hashgraphonline/standards-sdk's getNetworkStake(timestamp) sends ?timestamp= to /network/stake, which takes none.
    const stake = await getV1(ctx, '/api/v1/network/stake');
    expect(await getV1(ctx, '/api/v1/network/stake?timestamp=1.5&foo=bar')).toEqual(stake);
    const rate = await getV1(ctx, '/api/v1/network/exchangerate?timestamp=lt:0.000000030');
    expect(await getV1(ctx, '/api/v1/network/exchangerate?foo=1&timestamp=lt:0.000000030')).toEqual(rate);
    expect((await getV1(ctx, '/api/v1/network/exchangerate?foo=1&timestamp=ne:5')).body).toEqual({
      _status: { messages: [{ message: 'Not equals (ne) operator is not supported for timestamp' }] },
    });
    expect((await getV1(ctx, '/api/v1/network/fees?foo=1')).body).toEqual({
      _status: { messages: [{ message: 'Unknown query parameter: foo' }] },
    });
  });

  it('answers q as plain text hbar, 404 without balances, and refuses crossed bounds', async () => {
    expect(await getV1(ctx, '/api/v1/network/supply')).toEqual({
      status: 404,
      body: { _status: { messages: [{ message: 'Not Found', detail: 'Network supply not found' }] } },
    });
    await db.exec(`INSERT INTO entity (id, num, realm, shard, type, balance, balance_timestamp, timestamp_range) VALUES
      (2, 2, 0, 0, 'ACCOUNT', 4999999999999999949, 5, '[1,)'), (98, 98, 0, 0, 'ACCOUNT', 7, 6, '[1,)')`);
    expect((await getV1(ctx, '/api/v1/network/supply')).body).toEqual({
      released_supply: '51',
      timestamp: '0.000000005', // 0.0.98 is released: neither its balance nor its time counts
      total_supply: '5000000000000000000',
    });
    const text = await handleV1(new Request('http://localhost/api/v1/network/supply?q=circulating'), ctx);
    // As the Java service (0.154) answers it: Spring's text/plain, q converted in any letter case.
    expect(text.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(await text.text()).toBe('0.00000051');
    const total = await handleV1(new Request('http://localhost/api/v1/network/supply?q=TotalCoins'), ctx);
    expect(await total.text()).toBe('50000000000.00000000');
    expect((await getV1(ctx, '/api/v1/network/supply?q=')).body).toMatchObject({ released_supply: '51' });
    for (const q of ['foo', 'eq:circulating', 'circulating2']) {
      const refused = await getV1(ctx, `/api/v1/network/supply?q=${q}`);
      expect([refused.status, refused.body], q).toEqual([
        400,
        { _status: { messages: [{ message: 'Bad Request', detail: "Failed to convert 'q'" }] } },
      ]);
    }
    expect((await getV1(ctx, '/api/v1/network/supply?timestamp=gt:2&timestamp=lt:2')).body).toEqual({
      _status: { messages: [{ message: 'Lower timestamp cannot be higher than upper timestamp' }] },
    });
    expect((await getV1(ctx, '/api/v1/network/supply?limit=1&timestamp=x')).body).toEqual({
      _status: {
        messages: [{ message: 'Invalid parameter: timestamp' }, { message: 'Unknown query parameter: limit' }],
      },
    });
  });
});
