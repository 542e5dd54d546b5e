import { describe, expect, it } from 'vitest';
import { proto } from '@hiero-ledger/proto';
import { decodeFunctionResult, encodeFunctionData, getAddress, hexToString, type Hex } from 'viem';
import { longZeroAddress, prefixedHex } from './address';
import { executeCall, type CallInput } from './execute';
import { HTS_READ_ABI, type HtsReadName } from './hts-abi';
import type { EvmTokenInfo } from './ledger-view';
import { emptyMemoryLedger, MemoryLedgerView } from './memory-ledger.testing';
import { TOKEN_SERVICE } from './system-contracts';
import { ledgerIdOf } from './token-info';

const block = { number: 10n, timestampNs: 1_700_000_000_000_000_000n, hash: new Uint8Array(48).fill(7), latest: true };
const TREASURY = 1001n;
const COLLECTOR = 1002n;
const RENEWER = 1003n;
const FUNGIBLE = 5001n;
const NFT = 5002n;
const STATIC_CALLER = 6001n;
const COLLECTOR_EVM = new Uint8Array(20).fill(0xab);
const ED = new Uint8Array(32).fill(1);
const ECDSA = Uint8Array.from([2, ...new Uint8Array(32).fill(3)]);

const keyBytes = (key: proto.IKey) => proto.Key.encode(key).finish();
// protobufjs writes a plain number into an int64 field; its typings only name Long.
const contractNum = (num: number) => ({ contractNum: num }) as unknown as proto.IContractID;
// viem decodes addresses in their checksummed spelling.
const checksummed = (bytes: Uint8Array) => getAddress(prefixedHex(bytes));
const address = (id: bigint) => checksummed(longZeroAddress(id));
const ZERO = `0x${'0'.repeat(40)}`;

function info(over: Partial<EvmTokenInfo> = {}): EvmTokenInfo {
  return {
    treasury: TREASURY,
    memo: 'a memo',
    finiteSupply: true,
    maxSupply: 1_000_000n,
    freezeDefault: true,
    kycGrantedByDefault: false,
    keys: {
      admin: keyBytes({ ed25519: ED }),
      kyc: keyBytes({ ECDSASecp256k1: ECDSA }),
      freeze: keyBytes({ contractID: contractNum(77) }),
      wipe: keyBytes({ delegatableContractId: contractNum(78) }),
      supply: keyBytes({ keyList: { keys: [{ ed25519: ED }, { ed25519: ED }] } }),
      feeSchedule: null,
      pause: null,
    },
    expirationSecond: 1_800_000_000n,
    autoRenewAccount: RENEWER,
    autoRenewPeriod: 7_776_000n,
    fees: [
      { kind: 'fixed', amount: 5n, denominatingToken: null, collector: COLLECTOR },
      { kind: 'fixed', amount: 6n, denominatingToken: FUNGIBLE, collector: TREASURY },
      {
        kind: 'fractional',
        numerator: 1n,
        denominator: 100n,
        minimum: 2n,
        maximum: 0n,
        netOfTransfers: true,
        collector: COLLECTOR,
      },
      { kind: 'royalty', numerator: 1n, denominator: 10n, fallback: null, collector: COLLECTOR },
    ],
    ...over,
  };
}

function ledger() {
  const state = emptyMemoryLedger();
  for (const id of [TREASURY, RENEWER])
    state.entities.set(id, { id, balance: 0n, nonce: 0n, kind: 'account', evmAddress: null });
  state.entities.set(COLLECTOR, { id: COLLECTOR, balance: 0n, nonce: 0n, kind: 'account', evmAddress: COLLECTOR_EVM });
  state.entities.set(FUNGIBLE, { id: FUNGIBLE, balance: 0n, nonce: 0n, kind: 'token', evmAddress: null });
  state.entities.set(NFT, { id: NFT, balance: 0n, nonce: 0n, kind: 'token', evmAddress: null });
  state.tokens.set(FUNGIBLE, {
    id: FUNGIBLE,
    name: 'Coin',
    symbol: 'CN',
    decimals: 8n,
    totalSupply: 12_345n,
    type: 'FUNGIBLE_COMMON',
    paused: true,
  });
  state.tokens.set(NFT, {
    id: NFT,
    name: 'Art',
    symbol: 'ART',
    decimals: 0n,
    totalSupply: 1n,
    type: 'NON_FUNGIBLE_UNIQUE',
    paused: false,
  });
  state.tokenInfos.set(FUNGIBLE, info());
  state.tokenInfos.set(
    NFT,
    info({ fees: [], kycGrantedByDefault: true, freezeDefault: false, autoRenewAccount: null }),
  );
  state.nfts.set(`${NFT}/1`, {
    owner: COLLECTOR,
    spender: TREASURY,
    metadata: Uint8Array.from([9, 8, 7]),
    createdTimestampNs: 1_650_000_000_123_456_789n,
  });
  state.nfts.set(`${NFT}/2`, { owner: null, spender: null, metadata: new Uint8Array(0), createdTimestampNs: 1n });
  // STATICCALLs 0x167 with its own calldata and returns whatever came back, revert data included.
  state.code.set(
    STATIC_CALLER,
    Uint8Array.from([
      0x36, 0x60, 0, 0x60, 0, 0x37, 0x60, 0, 0x60, 0, 0x36, 0x60, 0, 0x61, 0x01, 0x67, 0x5a, 0xfa, 0x50, 0x3d, 0x60, 0,
      0x60, 0, 0x3e, 0x3d, 0x60, 0, 0xf3,
    ]),
  );
  state.entities.set(STATIC_CALLER, { id: STATIC_CALLER, balance: 0n, nonce: 1n, kind: 'contract', evmAddress: null });
  return state;
}

const call = (to: bigint, data: Hex): CallInput => ({
  from: null,
  to: longZeroAddress(to),
  data: Buffer.from(data.slice(2), 'hex'),
  value: 0n,
  gas: 15_000_000n,
  gasPrice: 0n,
});

async function read<N extends HtsReadName>(
  name: N,
  args: readonly unknown[],
  { chainId = 298n, to = TOKEN_SERVICE } = {},
) {
  const data = encodeFunctionData({ abi: HTS_READ_ABI, functionName: name, args } as never);
  const outcome = await executeCall(new MemoryLedgerView(ledger(), block), call(to, data), {
    chainId,
    deadline: performance.now() + 5_000,
  });
  if (outcome.kind !== 'success') throw new Error(`${name}: ${outcome.kind}`);
  return {
    raw: prefixedHex(outcome.output) as Hex,
    decoded: decodeFunctionResult({
      abi: HTS_READ_ABI,
      functionName: name,
      data: prefixedHex(outcome.output) as Hex,
    } as never) as unknown as readonly unknown[],
  };
}

const emptyKey = {
  inheritAccountKey: false,
  contractId: ZERO,
  ed25519: '0x',
  ECDSA_secp256k1: '0x',
  delegatableContractId: ZERO,
};

describe('the token service reads that answer structures', () => {
  it('answers getTokenInfo field by field from the ledger, with the keys decoded from their protobuf bytes', async () => {
    const [code, tokenInfo] = (await read('getTokenInfo', [address(FUNGIBLE)])).decoded as [
      bigint,
      Record<string, never>,
    ];
    expect(code).toBe(22n);
    expect(tokenInfo).toEqual({
      token: {
        name: 'Coin',
        symbol: 'CN',
        treasury: address(TREASURY),
        memo: 'a memo',
        tokenSupplyType: true,
        maxSupply: 1_000_000n,
        freezeDefault: true,
        tokenKeys: [
          { keyType: 1n, key: { ...emptyKey, ed25519: prefixedHex(ED) } },
          { keyType: 2n, key: { ...emptyKey, ECDSA_secp256k1: prefixedHex(ECDSA) } },
          { keyType: 4n, key: { ...emptyKey, contractId: address(77n) } },
          { keyType: 8n, key: { ...emptyKey, delegatableContractId: address(78n) } },
          // A key list is none of the five kinds: all empty, as the network answers it.
          { keyType: 16n, key: emptyKey },
          { keyType: 32n, key: emptyKey },
          { keyType: 64n, key: emptyKey },
        ],
        expiry: { second: 1_800_000_000n, autoRenewAccount: address(RENEWER), autoRenewPeriod: 7_776_000n },
      },
      totalSupply: 12_345n,
      deleted: false,
      defaultKycStatus: false,
      pauseStatus: true,
      fixedFees: [
        {
          amount: 5n,
          tokenId: ZERO,
          useHbarsForPayment: true,
          useCurrentTokenForPayment: false,
          feeCollector: checksummed(COLLECTOR_EVM),
        },
        {
          amount: 6n,
          tokenId: address(FUNGIBLE),
          useHbarsForPayment: false,
          useCurrentTokenForPayment: false,
          feeCollector: address(TREASURY),
        },
      ],
      fractionalFees: [
        {
          numerator: 1n,
          denominator: 100n,
          minimumAmount: 2n,
          maximumAmount: 0n,
          netOfTransfers: true,
          feeCollector: checksummed(COLLECTOR_EVM),
        },
      ],
      royaltyFees: [
        {
          numerator: 1n,
          denominator: 10n,
          amount: 0n,
          tokenId: ZERO,
          useHbarsForPayment: true,
          feeCollector: checksummed(COLLECTOR_EVM),
        },
      ],
      ledgerId: '0x03',
    });
  });

  it('answers the fungible and non-fungible infos, fees, a key, the expiry and the default statuses', async () => {
    const [, fungible] = (await read('getFungibleTokenInfo', [address(FUNGIBLE)])).decoded as [
      bigint,
      { decimals: number; tokenInfo: { totalSupply: bigint } },
    ];
    expect(fungible.decimals).toBe(8);
    expect(fungible.tokenInfo.totalSupply).toBe(12_345n);
    const [code, nft] = (await read('getNonFungibleTokenInfo', [address(NFT), 1n])).decoded as [
      bigint,
      Record<string, unknown> & { tokenInfo: { defaultKycStatus: boolean } },
    ];
    expect(code).toBe(22n);
    expect(nft).toMatchObject({
      serialNumber: 1n,
      ownerId: checksummed(COLLECTOR_EVM),
      creationTime: 1_650_000_000n,
      metadata: '0x090807',
      spenderId: address(TREASURY),
    });
    expect(nft.tokenInfo.defaultKycStatus).toBe(true);
    const fees = (await read('getTokenCustomFees', [address(FUNGIBLE)])).decoded as [
      bigint,
      unknown[],
      unknown[],
      unknown[],
    ];
    expect([fees[0], fees[1].length, fees[2].length, fees[3].length]).toEqual([22n, 2, 1, 1]);
    expect((await read('getTokenKey', [address(FUNGIBLE), 2n])).decoded).toEqual([
      22n,
      { ...emptyKey, ECDSA_secp256k1: prefixedHex(ECDSA) },
    ]);
    expect((await read('getTokenExpiryInfo', [address(NFT)])).decoded).toEqual([
      22n,
      { second: 1_800_000_000n, autoRenewAccount: ZERO, autoRenewPeriod: 7_776_000n },
    ]);
    expect((await read('getTokenDefaultFreezeStatus', [address(FUNGIBLE)])).decoded).toEqual([22n, true]);
    expect((await read('getTokenDefaultKycStatus', [address(NFT)])).decoded).toEqual([22n, true]);
  });

  it('answers the failure codes beside empty values: an unknown token, a missing serial, a key the token lacks', async () => {
    const [code, unknown] = (await read('getTokenInfo', [address(4242n)])).decoded as [
      bigint,
      { token: { name: string; tokenKeys: unknown[] }; ledgerId: string },
    ];
    expect(code).toBe(BigInt(proto.ResponseCodeEnum.INVALID_TOKEN_ID));
    expect([unknown.token.name, unknown.token.tokenKeys.length, unknown.ledgerId]).toEqual(['', 7, '0x03']);
    expect((await read('getTokenDefaultFreezeStatus', [address(TREASURY)])).decoded).toEqual([167n, false]);
    for (const serial of [2n, 3n, 0n])
      expect(((await read('getNonFungibleTokenInfo', [address(NFT), serial])).decoded as [bigint])[0]).toBe(225n);
    expect((await read('getTokenKey', [address(FUNGIBLE), 32n])).decoded).toEqual([
      BigInt(proto.ResponseCodeEnum.KEY_NOT_PROVIDED),
      emptyKey,
    ]);
    expect((await read('getTokenKey', [address(FUNGIBLE), 3n])).decoded).toEqual([44n, emptyKey]);
  });

  it("reverts with the code's name in a static frame, as the network does for such calls", async () => {
    const data = encodeFunctionData({ abi: HTS_READ_ABI, functionName: 'getTokenInfo', args: [address(4242n)] });
    const outcome = await executeCall(new MemoryLedgerView(ledger(), block), call(STATIC_CALLER, data), {
      chainId: 298n,
      deadline: performance.now() + 5_000,
    });
    expect(outcome.kind).toBe('success');
    expect(outcome.kind === 'success' && hexToString(prefixedHex(outcome.output) as Hex)).toBe('INVALID_TOKEN_ID');
    // A token that exists answers the same through the static frame as through a plain call.
    const found = encodeFunctionData({
      abi: HTS_READ_ABI,
      functionName: 'getTokenDefaultKycStatus',
      args: [address(NFT)],
    });
    const direct = await read('getTokenDefaultKycStatus', [address(NFT)]);
    const viaStatic = await executeCall(new MemoryLedgerView(ledger(), block), call(STATIC_CALLER, found), {
      chainId: 298n,
      deadline: performance.now() + 5_000,
    });
    expect(viaStatic.kind === 'success' && prefixedHex(viaStatic.output)).toBe(direct.raw);
  });

  it("names the ledger by the network's chain id", async () => {
    expect([295n, 296n, 297n, 298n, 1n].map(ledgerIdOf)).toEqual(['0x00', '0x01', '0x02', '0x03', '0x03']);
    const [, tokenInfo] = (await read('getTokenInfo', [address(NFT)], { chainId: 295n })).decoded as [
      bigint,
      { ledgerId: string },
    ];
    expect(tokenInfo.ledgerId).toBe('0x00');
  });
});
