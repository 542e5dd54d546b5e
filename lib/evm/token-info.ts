/**
 * The token service's reads that answer structures (HIP-206 and HIP-514): `getTokenInfo`, `getFungibleTokenInfo`,
 * `getNonFungibleTokenInfo`, `getTokenCustomFees`, `getTokenKey`, `getTokenExpiryInfo` and the default freeze and
 * KYC statuses, encoded with the tuple types of IHederaTokenService.sol (hts-abi.ts).
 *
 * As the network's view calls do: a missing token answers INVALID_TOKEN_ID (a missing serial
 * INVALID_TOKEN_NFT_SERIAL_NUMBER, a key the token lacks KEY_NOT_PROVIDED) as the response code beside empty
 * values, except in a static frame, where it reverts with the code's name (hedera-services issue #8746). The
 * treasury, auto-renew account and fee tokens are long-zero addresses; fee collectors, NFT owners and spenders the
 * address the EVM knows the account by. The ledger id is the network's, told by the chain id as the reference's
 * network table pairs them (295 mainnet 0x00, 296 testnet 0x01, 297 previewnet 0x02, any other 0x03).
 */
import { proto } from '@hiero-ledger/proto';
import { EVMError, type ExecResult } from '@ethereumjs/evm';
import { encodeAbiParameters, type AbiFunction } from 'viem';
import { prefixedHex, longZeroAddress } from './address';
import { selector, selectorKey, uintArgument } from './abi';
import { htsRead, type HtsReadName } from './hts-abi';
import type { EvmNft, EvmToken, EvmTokenInfo, LedgerView } from './ledger-view';
import { EMPTY_KEY_VALUE, KEY_TYPES, keyValueOf } from './token-keys';
import { ok, READ_GAS } from './token-facade';

/** What these reads see of the call: the ledger, whether the frame is static, and the chain (for the ledger id). */
export interface TokenReadContext {
  view: LedgerView;
  isStatic: boolean;
  chainId: bigint;
}

/** A token read's arguments after the token itself: the call's data, and the token when there is one. */
type TokenRead = (context: TokenReadContext, data: Uint8Array, token: EvmToken | null) => Promise<ExecResult>;

const CODES = proto.ResponseCodeEnum;
const ZERO_ADDRESS = `0x${'0'.repeat(40)}` as const;
const LEDGER_IDS: Record<string, string> = { '295': '0x00', '296': '0x01', '297': '0x02' };

export const ledgerIdOf = (chainId: bigint): string => LEDGER_IDS[chainId.toString()] ?? '0x03';

const address = (bytes: Uint8Array) => prefixedHex(bytes) as `0x${string}`;
const longZero = (id: bigint | null) => (id === null ? ZERO_ADDRESS : address(longZeroAddress(id)));
const addressOf = async (view: LedgerView, id: bigint | null) =>
  id === null ? ZERO_ADDRESS : address(await view.addressOf(id));

/** The answer: the code and values encoded as the function returns them, or in a static frame a failure's revert. */
function answer(context: TokenReadContext, fn: AbiFunction, code: number, values: unknown[]): ExecResult {
  if (code !== CODES.SUCCESS && context.isStatic) {
    const reason = new TextEncoder().encode(CODES[code] ?? String(code));
    return {
      executionGasUsed: READ_GAS,
      returnValue: reason,
      exceptionError: new EVMError(EVMError.errorMessages.REVERT),
    };
  }
  const encoded = encodeAbiParameters(fn.outputs, [BigInt(code), ...values]);
  return ok(Buffer.from(encoded.slice(2), 'hex'));
}

/** The facts of no token, which a failed read answers beside its code (the network's Token.DEFAULT). */
const NO_TOKEN: EvmToken = {
  id: 0n,
  name: '',
  symbol: '',
  decimals: 0n,
  totalSupply: 0n,
  type: 'FUNGIBLE_COMMON',
  paused: false,
};
const NO_INFO: EvmTokenInfo = {
  treasury: null,
  memo: '',
  finiteSupply: false,
  maxSupply: 0n,
  freezeDefault: false,
  kycGrantedByDefault: false,
  keys: { admin: null, kyc: null, freeze: null, wipe: null, supply: null, feeSchedule: null, pause: null },
  expirationSecond: 0n,
  autoRenewAccount: null,
  autoRenewPeriod: 0n,
  fees: [],
};

const expiryOf = (info: EvmTokenInfo) => ({
  second: info.expirationSecond,
  autoRenewAccount: longZero(info.autoRenewAccount),
  autoRenewPeriod: info.autoRenewPeriod,
});

/** The three fee lists, in the schedule's order within each kind. */
async function feesOf(view: LedgerView, info: EvmTokenInfo) {
  const fixed = [];
  const fractional = [];
  const royalty = [];
  for (const fee of info.fees) {
    const feeCollector = await addressOf(view, fee.collector);
    if (fee.kind === 'fixed') {
      fixed.push({
        amount: fee.amount,
        tokenId: longZero(fee.denominatingToken),
        useHbarsForPayment: fee.denominatingToken === null,
        useCurrentTokenForPayment: false,
        feeCollector,
      });
    } else if (fee.kind === 'fractional') {
      fractional.push({
        numerator: fee.numerator,
        denominator: fee.denominator,
        minimumAmount: fee.minimum,
        maximumAmount: fee.maximum,
        netOfTransfers: fee.netOfTransfers,
        feeCollector,
      });
    } else {
      const token = fee.fallback?.denominatingToken ?? null;
      royalty.push({
        numerator: fee.numerator,
        denominator: fee.denominator,
        amount: fee.fallback?.amount ?? 0n,
        tokenId: longZero(token),
        useHbarsForPayment: token === null,
        feeCollector,
      });
    }
  }
  return { fixed, fractional, royalty };
}

async function tokenInfoTuple(context: TokenReadContext, token: EvmToken, info: EvmTokenInfo) {
  const fees = await feesOf(context.view, info);
  return {
    token: {
      name: token.name,
      symbol: token.symbol,
      treasury: longZero(info.treasury),
      memo: info.memo,
      tokenSupplyType: info.finiteSupply,
      maxSupply: info.maxSupply,
      freezeDefault: info.freezeDefault,
      tokenKeys: KEY_TYPES.map(([keyType, name]) => ({ keyType, key: keyValueOf(info.keys[name]) })),
      expiry: expiryOf(info),
    },
    totalSupply: token.totalSupply,
    // A deleted token is no token here (INVALID_TOKEN_ID), as the reference reads only live token entities.
    deleted: false,
    defaultKycStatus: info.kycGrantedByDefault,
    pauseStatus: token.paused,
    fixedFees: fees.fixed,
    fractionalFees: fees.fractional,
    royaltyFees: fees.royalty,
    ledgerId: ledgerIdOf(context.chainId),
  };
}

/** A token and its info, or the empty facts with INVALID_TOKEN_ID. */
async function lookUp(context: TokenReadContext, token: EvmToken | null) {
  const info = token && (await context.view.tokenInfo(token.id));
  return token && info
    ? { code: CODES.SUCCESS, token, info }
    : { code: CODES.INVALID_TOKEN_ID, token: NO_TOKEN, info: NO_INFO };
}

/** A read whose only argument is the token: `values` builds what follows the response code. */
const byToken =
  (
    name: HtsReadName,
    values: (context: TokenReadContext, token: EvmToken, info: EvmTokenInfo) => Promise<unknown[]> | unknown[],
  ): TokenRead =>
  async (context, _data, found) => {
    const { code, token, info } = await lookUp(context, found);
    return answer(context, htsRead(name), code, await values(context, token, info));
  };

const NO_NFT: EvmNft = { owner: null, spender: null, metadata: new Uint8Array(0), createdTimestampNs: 0n };
const NS_PER_SECOND = 1_000_000_000n;

const nonFungibleTokenInfo: TokenRead = async (context, data, found) => {
  const fn = htsRead('getNonFungibleTokenInfo');
  const serial = BigInt.asIntN(64, uintArgument(data, 1) ?? 0n);
  const looked = await lookUp(context, found);
  const stored = looked.code === CODES.SUCCESS && serial > 0n ? await context.view.nft(looked.token.id, serial) : null;
  // A burned or wiped serial has no owner: the network has no such NFT any more.
  const nft = stored?.owner != null ? stored : null;
  const code =
    looked.code !== CODES.SUCCESS ? looked.code : nft ? CODES.SUCCESS : CODES.INVALID_TOKEN_NFT_SERIAL_NUMBER;
  const [token, info, shown] = code === CODES.SUCCESS ? [looked.token, looked.info, nft!] : [NO_TOKEN, NO_INFO, NO_NFT];
  return answer(context, fn, code, [
    {
      tokenInfo: await tokenInfoTuple(context, token, info),
      serialNumber: code === CODES.SUCCESS ? serial : 0n,
      ownerId: await addressOf(context.view, shown.owner),
      creationTime: shown.createdTimestampNs / NS_PER_SECOND,
      metadata: prefixedHex(shown.metadata) as `0x${string}`,
      spenderId: await addressOf(context.view, shown.spender),
    },
  ]);
};

const tokenKey: TokenRead = async (context, data, found) => {
  const fn = htsRead('getTokenKey');
  const looked = await lookUp(context, found);
  if (looked.code !== CODES.SUCCESS) return answer(context, fn, looked.code, [EMPTY_KEY_VALUE]);
  const keyType = uintArgument(data, 1);
  const name = KEY_TYPES.find(([type]) => type === keyType)?.[1];
  const stored = name ? looked.info.keys[name] : null;
  return stored?.length
    ? answer(context, fn, CODES.SUCCESS, [keyValueOf(stored)])
    : answer(context, fn, CODES.KEY_NOT_PROVIDED, [EMPTY_KEY_VALUE]);
};

/** The reads by selector; each takes the token its first argument names (null when it names none). */
export const TOKEN_INFO_READS: Record<string, TokenRead> = {
  [selectorKey(selector('getTokenInfo(address)'))]: byToken('getTokenInfo', async (c, token, info) => [
    await tokenInfoTuple(c, token, info),
  ]),
  [selectorKey(selector('getFungibleTokenInfo(address)'))]: byToken('getFungibleTokenInfo', async (c, token, info) => [
    { tokenInfo: await tokenInfoTuple(c, token, info), decimals: Number(token.decimals) },
  ]),
  [selectorKey(selector('getNonFungibleTokenInfo(address,int64)'))]: nonFungibleTokenInfo,
  [selectorKey(selector('getTokenCustomFees(address)'))]: byToken('getTokenCustomFees', async (c, _token, info) => {
    const fees = await feesOf(c.view, info);
    return [fees.fixed, fees.fractional, fees.royalty];
  }),
  [selectorKey(selector('getTokenKey(address,uint256)'))]: tokenKey,
  [selectorKey(selector('getTokenExpiryInfo(address)'))]: byToken('getTokenExpiryInfo', (_c, _token, info) => [
    expiryOf(info),
  ]),
  [selectorKey(selector('getTokenDefaultFreezeStatus(address)'))]: byToken(
    'getTokenDefaultFreezeStatus',
    (_c, _token, info) => [info.freezeDefault],
  ),
  [selectorKey(selector('getTokenDefaultKycStatus(address)'))]: byToken(
    'getTokenDefaultKycStatus',
    (_c, _token, info) => [info.kycGrantedByDefault],
  ),
};
