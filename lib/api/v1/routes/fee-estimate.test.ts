import { proto } from '@hiero-ledger/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJsonLossless } from '../../../core/int64-json';
import { encodeSimpleFeeSchedule } from '../../../core/simple-fee-schedule';
import { long } from '../../../demo/proto-long';
import type { Db } from '../../../db';
import { openMigratedPglite } from '../../../db/testing';
import { FeeEstimateResponse } from '../../../schemas/v1/fee-estimate';
import type { ApiContext } from '../context';
import { handleV1 } from '../router';
import { demoContext, openDemoLedger } from '../demo-ledger.test-helpers';
import { uncachedContext } from '../testing';

let db: Db;
let ctx: ApiContext;

const F = proto.HederaFunctionality;
const SCHEDULE = encodeSimpleFeeSchedule({
  node: {
    baseFee: 100_000n,
    extras: [
      { name: 'SIGNATURES', includedCount: 1 },
      { name: 'BYTES', includedCount: 100 },
    ],
  },
  networkMultiplier: 9,
  extraFees: [
    ['SIGNATURES', 1_000n],
    ['BYTES', 10n],
    ['ACCOUNTS', 500n],
    ['KEYS', 7_000n],
  ],
  services: [
    {
      name: 'Crypto',
      fees: [
        {
          functionality: F.CryptoTransfer,
          baseFee: 0n,
          extras: [{ name: 'ACCOUNTS', includedCount: 2 }],
          free: false,
          highVolumeRates: null,
        },
        {
          functionality: F.CryptoCreate,
          baseFee: 50_000n,
          extras: [{ name: 'KEYS', includedCount: 1 }],
          free: false,
          highVolumeRates: {
            maxMultiplier: 4000,
            curve: [
              { utilizationBasisPoints: 0, multiplier: 1000 },
              { utilizationBasisPoints: 10_000, multiplier: 4000 },
            ],
          },
        },
      ],
    },
  ],
});

const account = (num: number) => ({ accountNum: long(num) });
const ed = (byte: number) => ({ ed25519: new Uint8Array(32).fill(byte) });

function signed(body: proto.ITransactionBody, signatures: number): Uint8Array {
  const bodyBytes = proto.TransactionBody.encode(body).finish();
  const sigPair = Array.from({ length: signatures }, (_, i) => ({
    pubKeyPrefix: new Uint8Array([i]),
    ed25519: new Uint8Array(64),
  }));
  const signedTransactionBytes = proto.SignedTransaction.encode({ bodyBytes, sigMap: { sigPair } }).finish();
  return proto.Transaction.encode({ signedTransactionBytes }).finish();
}

const TRANSFER = signed(
  {
    transactionID: { accountID: account(1001), transactionValidStart: { seconds: long(1) } },
    nodeAccountID: account(3),
    cryptoTransfer: {
      transfers: {
        accountAmounts: [
          { accountID: account(1001), amount: long(-10) },
          { accountID: account(1002), amount: long(5) },
          { accountID: account(1003), amount: long(5) },
        ],
      },
    },
  },
  3,
);

async function post(body: Uint8Array, query = '', contentType: string | null = 'application/protobuf') {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  const response = await handleV1(
    new Request(`http://localhost/api/v1/network/fees${query}`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers,
    }),
    ctx,
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? parseJsonLossless(text) : null };
}

const refused = (status: number, message: string, detail?: string) => ({
  status,
  body: { _status: { messages: [detail ? { message, detail } : { message }] } },
});

beforeAll(async () => {
  db = await openMigratedPglite();
  ctx = uncachedContext(db, 0);
  await db.query(
    'INSERT INTO file_data (file_data, consensus_timestamp, entity_id, transaction_type) VALUES ($1, 10, 113, 19)',
    [SCHEDULE],
  );
}, 60_000);

afterAll(async () => db.close());

describe('POST /network/fees', () => {
  it('prices a transfer: node base and extras, the network as a multiple, the service extras', async () => {
    const { status, headers, body } = await post(TRANSFER);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json;charset=UTF-8');
    const bytes = BigInt(TRANSFER.length);
    const byteFee = (bytes - 100n) * 10n;
    const node = 100_000n + 2n * 1_000n + byteFee;
    expect(FeeEstimateResponse.parse(body)).toEqual({
      high_volume_multiplier: 1,
      network: { multiplier: 9, subtotal: Number(node * 9n) },
      node: {
        base: 100_000,
        extras: [
          { charged: 2, count: 3, fee_per_unit: 1_000, included: 1, name: 'SIGNATURES', subtotal: 2_000 },
          {
            charged: Number(bytes - 100n),
            count: Number(bytes),
            fee_per_unit: 10,
            included: 100,
            name: 'BYTES',
            subtotal: Number(byteFee),
          },
        ],
      },
      service: {
        base: 0,
        extras: [{ charged: 1, count: 3, fee_per_unit: 500, included: 2, name: 'ACCOUNTS', subtotal: 500 }],
      },
      total: Number(node * 10n + 500n),
    });
  });

  it('applies the high-volume price only in STATE mode, for a high-volume transaction, along the curve', async () => {
    const create = signed(
      {
        transactionID: { accountID: account(1001) },
        highVolume: true,
        cryptoCreateAccount: { key: { thresholdKey: { threshold: 1, keys: { keys: [ed(1), ed(2)] } } } },
      },
      1,
    );
    const intrinsic = FeeEstimateResponse.parse((await post(create, '?high_volume_throttle=5000')).body);
    expect(intrinsic.high_volume_multiplier).toBe(1);
    expect(intrinsic.service).toEqual({
      base: 50_000,
      extras: [{ charged: 1, count: 2, fee_per_unit: 7_000, included: 1, name: 'KEYS', subtotal: 7_000 }],
    });
    // Half-way along 1× → 4×: 2.5×, scaled to 2,500/1,000 and reported as the integer 2.
    const state = FeeEstimateResponse.parse((await post(create, '?mode=state&high_volume_throttle=5000')).body);
    expect(state.high_volume_multiplier).toBe(2);
    expect(state.service.base).toBe(125_000);
    expect(Number(state.total)).toBe(Math.floor(Number(intrinsic.total) * 2.5));
  });

  it('refuses as the reference does', async () => {
    expect(await post(TRANSFER, '', 'application/json')).toMatchObject(
      refused(415, 'Unsupported Media Type', "Content-Type 'application/json' is not supported"),
    );
    expect(await post(TRANSFER, '', null)).toMatchObject({ status: 415 });
    expect(await post(new Uint8Array())).toMatchObject(refused(400, 'Bad Request', 'Failed to read request'));
    expect(await post(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toMatchObject(
      refused(400, 'Bad Request', 'Unable to parse transaction'),
    );
    const signaturesOnly = proto.Transaction.encode({
      sigMap: { sigPair: [{ pubKeyPrefix: new Uint8Array([1]) }] },
    }).finish();
    expect(await post(signaturesOnly)).toMatchObject(
      refused(400, 'Bad Request', 'Transaction must contain body bytes or signed transaction bytes'),
    );
    expect(await post(signed({ transactionID: { accountID: account(1001) } }, 1))).toMatchObject(
      refused(400, 'Bad Request', 'Unknown transaction type'),
    );
    expect(await post(TRANSFER, '?mode=fast')).toMatchObject(refused(400, 'Bad Request', "Failed to convert 'mode'"));
    expect(await post(TRANSFER, '?high_volume_throttle=x')).toMatchObject(
      refused(400, 'Bad Request', "Failed to convert 'high_volume_throttle'"),
    );
    expect(await post(TRANSFER, '?high_volume_throttle=-1')).toMatchObject(
      refused(400, 'Bad Request', 'highVolumeThrottle must be greater than or equal to 0'),
    );
    expect(await post(TRANSFER, '?high_volume_throttle=10001')).toMatchObject(
      refused(400, 'Bad Request', 'highVolumeThrottle must be less than or equal to 10000'),
    );
    expect(await post(new Uint8Array(133_121).fill(1))).toMatchObject({ status: 413 });
  });

  it('lets a browser preflight the POST', async () => {
    const response = await handleV1(new Request('http://localhost/api/v1/network/fees', { method: 'OPTIONS' }), ctx);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });

  it('prices from the legacy fee schedule 0.0.111 on a ledger without 0.0.113', async () => {
    await db.exec('DELETE FROM file_data WHERE entity_id = 113');
    try {
      const legacy = proto.CurrentAndNextFeeSchedule.encode({
        currentFeeSchedule: {
          transactionFeeSchedule: [
            {
              hederaFunctionality: F.CryptoTransfer,
              fees: [
                {
                  nodedata: { constant: long(2_000_000), vpt: long(3_000), bpt: long(100) },
                  networkdata: { constant: long(18_000_000) },
                  servicedata: { constant: long(5_000_000) },
                },
              ],
            },
          ],
        },
      }).finish();
      await db.query(
        'INSERT INTO file_data (file_data, consensus_timestamp, entity_id, transaction_type) VALUES ($1, 10, 111, 19)',
        [legacy],
      );
      const estimate = FeeEstimateResponse.parse((await post(TRANSFER)).body);
      expect(estimate.node.base).toBe(2_000);
      expect(estimate.network.multiplier).toBe(9);
      expect(estimate.service.base).toBe(5_000);
      await db.exec('DELETE FROM file_data');
      expect(await post(TRANSFER)).toMatchObject(refused(500, 'Internal Server Error'));
    } finally {
      await db.query(
        'INSERT INTO file_data (file_data, consensus_timestamp, entity_id, transaction_type) VALUES ($1, 10, 113, 19)',
        [SCHEDULE],
      );
    }
  });
});

describe('POST /network/fees on the demo ledger', () => {
  it('prices from the demo simple fee schedule (0.0.113)', async () => {
    const demo = await openDemoLedger();
    try {
      const response = await handleV1(
        new Request('http://localhost/api/v1/network/fees', {
          method: 'POST',
          body: new Uint8Array(TRANSFER),
          headers: { 'content-type': 'application/x-protobuf' },
        }),
        demoContext(demo),
      );
      const estimate = FeeEstimateResponse.parse(parseJsonLossless(await response.text()));
      expect(estimate.node.base).toBe(100_000);
      expect(estimate.network.multiplier).toBe(9);
      expect(estimate.service.extras.map((e) => e.name)).toEqual([
        'ACCOUNTS',
        'FUNGIBLE_TOKENS',
        'NON_FUNGIBLE_TOKENS',
        'NFT_SERIALS',
      ]);
      expect(Number(estimate.total)).toBeGreaterThan(1_000_000);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
