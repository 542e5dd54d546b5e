import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proto } from '@hiero-ledger/proto';
import { decodeFunctionResult, encodeFunctionData, getAddress, type Hex } from 'viem';
import { parseJsonLossless } from '../../core/int64-json';
import type { Db } from '../../db';
import { longZeroAddress, prefixedHex } from '../../evm/address';
import { HTS_READ_ABI, type HtsReadName } from '../../evm/hts-abi';
import type { ApiContext } from './context';
import { demoContext, getJson, openDemoLedger } from './demo-ledger.test-helpers';
import { handleV1 } from './router';
import { findSampleValues } from './samples';

type Json = Record<string, unknown>;
type WireKey = { _type: string; key: string } | null;

const ZERO = `0x${'0'.repeat(40)}`;
const numOf = (id: string) => BigInt(id.split('.')[2]!);
const idAddress = (id: unknown) =>
  typeof id === 'string' ? getAddress(prefixedHex(longZeroAddress(numOf(id)))) : ZERO;
const big = (value: unknown) => BigInt(value as bigint);

/** The KeyValue a key /api/v1/tokens/{id} shows stands for (the demo's keys are single ED25519 or ECDSA keys). */
function keyValue(shown: unknown) {
  const key = shown as WireKey;
  const empty = {
    inheritAccountKey: false,
    contractId: ZERO,
    ed25519: '0x',
    ECDSA_secp256k1: '0x',
    delegatableContractId: ZERO,
  };
  if (key?._type === 'ED25519') return { ...empty, ed25519: `0x${key.key}` };
  if (key?._type === 'ECDSA_SECP256K1') return { ...empty, ECDSA_secp256k1: `0x${key.key}` };
  return empty;
}

describe('the token service at 0x167 on the demo ledger, against /api/v1/tokens', () => {
  let db: Db;
  let ctx: ApiContext;

  beforeAll(async () => {
    db = await openDemoLedger();
    const base = demoContext(db);
    ctx = {
      ...base,
      config: { ...base.config, WEB3_REQUESTS_PER_SECOND: 100_000, WEB3_GAS_PER_SECOND: 1_000_000_000_000 },
    };
  }, 120_000);

  afterAll(() => db?.close());

  async function read(name: HtsReadName, args: readonly unknown[]) {
    const data = encodeFunctionData({ abi: HTS_READ_ABI, functionName: name, args } as never);
    const response = await handleV1(
      new Request('http://localhost/api/v1/contracts/call', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: prefixedHex(longZeroAddress(0x167n)), data }),
      }),
      ctx,
    );
    const body = parseJsonLossless(await response.text()) as { result: Hex };
    expect(
      response.status,
      JSON.stringify(body, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ).toBe(200);
    return decodeFunctionResult({ abi: HTS_READ_ABI, functionName: name, data: body.result } as never) as unknown as [
      bigint,
      Json,
      ...Json[],
    ];
  }

  /** The address the EVM knows an account by, as /api/v1/accounts/{id} shows it. */
  async function accountAddress(id: unknown) {
    if (typeof id !== 'string') return ZERO;
    return getAddress(((await getJson(ctx, `/api/v1/accounts/${id}`)).body as { evm_address: string }).evm_address);
  }

  /** The TokenInfo struct /api/v1/tokens/{id} describes, field by field. */
  async function expectedTokenInfo(rest: Json) {
    const fees = rest.custom_fees as { fixed_fees: Json[]; fractional_fees?: Json[]; royalty_fees?: Json[] };
    return {
      token: {
        name: rest.name,
        symbol: rest.symbol,
        treasury: idAddress(rest.treasury_account_id),
        memo: rest.memo,
        tokenSupplyType: rest.supply_type === 'FINITE',
        maxSupply: big(rest.max_supply),
        freezeDefault: rest.freeze_default,
        tokenKeys: (
          ['admin_key', 'kyc_key', 'freeze_key', 'wipe_key', 'supply_key', 'fee_schedule_key', 'pause_key'] as const
        ).map((name, i) => ({ keyType: 1n << BigInt(i), key: keyValue(rest[name]) })),
        expiry: {
          second: big(rest.expiry_timestamp) / 1_000_000_000n,
          autoRenewAccount: idAddress(rest.auto_renew_account),
          autoRenewPeriod: big(rest.auto_renew_period),
        },
      },
      totalSupply: big(rest.total_supply),
      deleted: rest.deleted === true,
      // The REST token shows no default KYC status; the demo's tokens have none granted (kyc_status 0).
      defaultKycStatus: false,
      pauseStatus: rest.pause_status === 'PAUSED',
      fixedFees: await Promise.all(
        fees.fixed_fees.map(async (f) => ({
          amount: big(f.amount),
          tokenId: idAddress(f.denominating_token_id),
          useHbarsForPayment: f.denominating_token_id === null,
          useCurrentTokenForPayment: false,
          feeCollector: await accountAddress(f.collector_account_id),
        })),
      ),
      fractionalFees: await Promise.all(
        (fees.fractional_fees ?? []).map(async (f: Json) => ({
          numerator: big((f.amount as Json).numerator),
          denominator: big((f.amount as Json).denominator),
          minimumAmount: big(f.minimum),
          maximumAmount: big(f.maximum ?? 0),
          netOfTransfers: f.net_of_transfers,
          feeCollector: await accountAddress(f.collector_account_id),
        })),
      ),
      royaltyFees: await Promise.all(
        (fees.royalty_fees ?? []).map(async (f: Json) => ({
          numerator: big((f.amount as Json).numerator),
          denominator: big((f.amount as Json).denominator),
          amount: big((f.fallback_fee as Json | null)?.amount ?? 0),
          tokenId: idAddress((f.fallback_fee as Json | null)?.denominating_token_id ?? null),
          useHbarsForPayment: !(f.fallback_fee as Json | null)?.denominating_token_id,
          feeCollector: await accountAddress(f.collector_account_id),
        })),
      ),
      ledgerId: '0x03',
    };
  }

  it('answers getTokenInfo and getFungibleTokenInfo of every demo token as /api/v1/tokens/{id} describes it', async () => {
    const samples = await findSampleValues(db);
    // One token with every key and a fee of each kind, written as the importer would record them.
    const ecdsa = proto.Key.encode({ ECDSASecp256k1: Buffer.alloc(33, 2) }).finish();
    await db.query(
      `UPDATE token SET kyc_key = $2, freeze_key = $2, wipe_key = $2, fee_schedule_key = $2, pause_key = $2, pause_status = 'PAUSED', freeze_default = true WHERE token_id = $1`,
      [numOf(samples.fungibleTokenId), ecdsa],
    );
    await db.query(`UPDATE custom_fee SET fractional_fees = $2::jsonb WHERE entity_id = $1`, [
      numOf(samples.fungibleTokenId),
      JSON.stringify([
        {
          numerator: 1,
          denominator: 20,
          minimum_amount: 3,
          maximum_amount: 900,
          net_of_transfers: true,
          collector_account_id: 2,
          all_collectors_are_exempt: false,
        },
      ]),
    ]);
    const list = (await getJson(ctx, '/api/v1/tokens?limit=100')).body as { tokens: { token_id: string }[] };
    expect(list.tokens.length).toBeGreaterThan(3);
    for (const { token_id: id } of list.tokens) {
      const rest = (await getJson(ctx, `/api/v1/tokens/${id}`)).body as Json;
      const [code, info] = await read('getTokenInfo', [idAddress(id)]);
      expect(code, id).toBe(22n);
      expect(info, id).toEqual(await expectedTokenInfo(rest));
      if (rest.type === 'FUNGIBLE_COMMON')
        expect(await read('getFungibleTokenInfo', [idAddress(id)]), id).toEqual([
          22n,
          { tokenInfo: info, decimals: Number(rest.decimals) },
        ]);
      expect(await read('getTokenCustomFees', [idAddress(id)]), id).toEqual([
        22n,
        info.fixedFees,
        info.fractionalFees,
        info.royaltyFees,
      ]);
      expect(await read('getTokenExpiryInfo', [idAddress(id)]), id).toEqual([22n, (info.token as Json).expiry]);
      expect(await read('getTokenKey', [idAddress(id), 16n]), id).toEqual([22n, keyValue(rest.supply_key)]);
      expect(await read('getTokenDefaultFreezeStatus', [idAddress(id)]), id).toEqual([22n, rest.freeze_default]);
    }
    const sample = (await getJson(ctx, `/api/v1/tokens/${samples.fungibleTokenId}`)).body as Json;
    expect([
      sample.pause_status,
      (sample.kyc_key as WireKey)?._type,
      (sample.custom_fees as Json).fractional_fees,
    ]).toEqual(['PAUSED', 'ECDSA_SECP256K1', expect.arrayContaining([expect.anything()])]);
  }, 120_000);

  it("answers getNonFungibleTokenInfo as /api/v1/tokens/{id}/nfts/{serial} shows the serial, and an unknown token's code", async () => {
    const samples = await findSampleValues(db);
    const nfts = (await getJson(ctx, `/api/v1/tokens/${samples.nftTokenId}/nfts?limit=25`)).body as { nfts: Json[] };
    const [, tokenInfo] = await read('getTokenInfo', [idAddress(samples.nftTokenId)]);
    let live = 0;
    for (const nft of nfts.nfts) {
      const [code, info] = await read('getNonFungibleTokenInfo', [
        idAddress(samples.nftTokenId),
        big(nft.serial_number),
      ]);
      if (nft.deleted) {
        expect(code).toBe(225n);
        continue;
      }
      live++;
      expect(code).toBe(22n);
      expect(info).toEqual({
        tokenInfo,
        serialNumber: big(nft.serial_number),
        ownerId: await accountAddress(nft.account_id),
        creationTime: BigInt(String(nft.created_timestamp).split('.')[0]!),
        metadata: `0x${Buffer.from(nft.metadata as string, 'base64').toString('hex')}`,
        spenderId: await accountAddress(nft.spender),
      });
    }
    expect(live).toBeGreaterThan(0);
    // An address that is no token: INVALID_TOKEN_ID beside empty values, as the network answers a call that is not static.
    const [code, info] = await read('getTokenInfo', [idAddress('0.0.2')]);
    expect([code, (info.token as Json).name]).toEqual([167n, '']);
    expect((await read('getNonFungibleTokenInfo', [idAddress(samples.nftTokenId), 999_999n]))[0]).toBe(225n);
  }, 120_000);
});
