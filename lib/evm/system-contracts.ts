/**
 * Hedera's system contracts, as far as a read needs them: the token service at 0x167 (its `redirectForToken`
 * facade behind every token's own address, HIP-719, and `isToken`), the exchange rate at 0x168 and the PRNG at
 * 0x169. A function not implemented here throws UnsupportedSystemCall, which the API answers 501 as the reference
 * answers an unsupported precompile — never a made-up value.
 */
import { concatBytes } from '../core/hex';
import { EVMError, type ExecResult, type PrecompileInput } from '@ethereumjs/evm';
import { Address } from '@ethereumjs/util';
import { addressArgument, encodeAddress, encodeBool, encodeDynamic, encodeUint, selector, selectorKey, uintArgument } from './abi';
import { longZeroAddress, longZeroEntityId } from './address';
import type { EvmToken, LedgerView } from './ledger-view';
import { REDIRECT_FOR_TOKEN } from './token-proxy';

export const TOKEN_SERVICE = 0x167n;
export const EXCHANGE_RATE = 0x168n;
export const PRNG = 0x169n;

/** Gas a system-contract read costs here (the network prices them from its fee schedule; reads stay cheap). */
const READ_GAS = 100n;

/** HAPI's SUCCESS response code, which the token service's status-returning functions answer first. */
const SUCCESS_CODE = 22n;

export class UnsupportedSystemCall extends Error {
  constructor(what: string) {
    super(`Precompile not supported for non-static frames or not implemented: ${what}`);
  }
}

const ok = (returnValue: Uint8Array): ExecResult => ({ executionGasUsed: READ_GAS, returnValue });
const reverted = (): ExecResult => ({ executionGasUsed: READ_GAS, returnValue: new Uint8Array(0), exceptionError: new EVMError(EVMError.errorMessages.REVERT) });

type FacadeRead = (token: EvmToken, input: Uint8Array, view: LedgerView) => Promise<ExecResult>;

/** An address argument as the entity it names (long-zero or an EVM address), or null for no entity. */
async function entityArgument(view: LedgerView, input: Uint8Array, n: number): Promise<bigint | null | undefined> {
  const address = addressArgument(input, n);
  if (!address) return undefined;
  return (await view.entityAt(address))?.id ?? longZeroEntityId(address) ?? null;
}

const fungibleOnly = (token: EvmToken, name: string) => {
  if (token.type !== 'FUNGIBLE_COMMON') throw new UnsupportedSystemCall(`${name} of a non-fungible token`);
};

const nonFungibleOnly = (token: EvmToken, name: string) => {
  if (token.type !== 'NON_FUNGIBLE_UNIQUE') throw new UnsupportedSystemCall(`${name} of a fungible token`);
};

async function nftOf(token: EvmToken, input: Uint8Array, view: LedgerView) {
  const serial = uintArgument(input, 0);
  if (serial === null || serial > (1n << 63n) - 1n) return null;
  return view.nft(token.id, serial);
}

const FACADE: Record<string, FacadeRead> = {
  [selectorKey(selector('name()'))]: async (token) => ok(encodeDynamic(token.name)),
  [selectorKey(selector('symbol()'))]: async (token) => ok(encodeDynamic(token.symbol)),
  [selectorKey(selector('decimals()'))]: async (token) => {
    fungibleOnly(token, 'decimals()');
    return ok(encodeUint(token.decimals));
  },
  [selectorKey(selector('totalSupply()'))]: async (token) => ok(encodeUint(token.totalSupply)),
  [selectorKey(selector('balanceOf(address)'))]: async (token, input, view) => {
    const owner = await entityArgument(view, input, 0);
    if (owner === undefined) return reverted();
    return ok(encodeUint(owner === null ? 0n : await view.tokenBalance(token.id, owner)));
  },
  [selectorKey(selector('allowance(address,address)'))]: async (token, input, view) => {
    fungibleOnly(token, 'allowance(address,address)');
    const owner = await entityArgument(view, input, 0);
    const spender = await entityArgument(view, input, 1);
    if (owner === undefined || spender === undefined) return reverted();
    return ok(encodeUint(owner === null || spender === null ? 0n : await view.tokenAllowance(token.id, owner, spender)));
  },
  [selectorKey(selector('ownerOf(uint256)'))]: async (token, input, view) => {
    nonFungibleOnly(token, 'ownerOf(uint256)');
    const nft = await nftOf(token, input, view);
    if (!nft || nft.owner === null) return reverted();
    return ok(encodeAddress(await view.addressOf(nft.owner)));
  },
  [selectorKey(selector('tokenURI(uint256)'))]: async (token, input, view) => {
    nonFungibleOnly(token, 'tokenURI(uint256)');
    const nft = await nftOf(token, input, view);
    if (!nft) return reverted();
    return ok(encodeDynamic(nft.metadata));
  },
  [selectorKey(selector('getApproved(uint256)'))]: async (token, input, view) => {
    nonFungibleOnly(token, 'getApproved(uint256)');
    const nft = await nftOf(token, input, view);
    if (!nft || nft.owner === null) return reverted();
    return ok(encodeAddress(nft.spender === null ? new Uint8Array(20) : await view.addressOf(nft.spender)));
  },
  [selectorKey(selector('isApprovedForAll(address,address)'))]: async (token, input, view) => {
    nonFungibleOnly(token, 'isApprovedForAll(address,address)');
    const owner = await entityArgument(view, input, 0);
    const operator = await entityArgument(view, input, 1);
    if (owner === undefined || operator === undefined) return reverted();
    return ok(encodeBool(owner !== null && operator !== null && (await view.approvedForAll(token.id, owner, operator))));
  },
};

const IS_TOKEN = selectorKey(selector('isToken(address)'));

async function tokenService(view: LedgerView, data: Uint8Array): Promise<ExecResult> {
  if (data.length >= 24 && selectorKey(data) === selectorKey(REDIRECT_FOR_TOKEN)) {
    const tokenAddress = data.subarray(4, 24);
    const inner = data.subarray(24);
    const read = inner.length >= 4 ? FACADE[selectorKey(inner)] : undefined;
    if (!read) throw new UnsupportedSystemCall(`token facade function 0x${selectorKey(inner)}`);
    // Token tables hold the state as it is now; at an older block a facade read could answer a wrong value.
    if (!view.block.latest) throw new UnsupportedSystemCall('token facade reads at a block other than the latest');
    const tokenId = longZeroEntityId(tokenAddress);
    const token = tokenId === null ? null : await view.token(tokenId);
    if (!token) return reverted();
    return read(token, inner, view);
  }
  if (data.length >= 4 && selectorKey(data) === IS_TOKEN) {
    const address = addressArgument(data, 0);
    if (!address) return reverted();
    const entity = await view.entityAt(address);
    return ok(concatBytes(encodeUint(SUCCESS_CODE), encodeBool(entity?.kind === 'token')));
  }
  throw new UnsupportedSystemCall(`token service function 0x${data.length >= 4 ? selectorKey(data) : ''}`);
}

const TINYCENTS_TO_TINYBARS = selectorKey(selector('tinycentsToTinybars(uint256)'));
const TINYBARS_TO_TINYCENTS = selectorKey(selector('tinybarsToTinycents(uint256)'));

async function exchangeRate(view: LedgerView, data: Uint8Array): Promise<ExecResult> {
  const key = data.length >= 4 ? selectorKey(data) : '';
  const amount = uintArgument(data, 0);
  if ((key !== TINYCENTS_TO_TINYBARS && key !== TINYBARS_TO_TINYCENTS) || amount === null) return reverted();
  const rate = await view.exchangeRate();
  if (!rate || rate.hbarEquivalent === 0n || rate.centEquivalent === 0n) return reverted();
  const converted = key === TINYCENTS_TO_TINYBARS ? (amount * rate.hbarEquivalent) / rate.centEquivalent : (amount * rate.centEquivalent) / rate.hbarEquivalent;
  return ok(encodeUint(converted));
}

const GET_PSEUDORANDOM_SEED = selectorKey(selector('getPseudorandomSeed()'));

/** The seed is the first 32 bytes of the block's running hash, the record stream's n-3 hash the network uses. */
async function prng(view: LedgerView, data: Uint8Array): Promise<ExecResult> {
  if (data.length < 4 || selectorKey(data) !== GET_PSEUDORANDOM_SEED) return reverted();
  const seed = new Uint8Array(32);
  seed.set(view.block.hash.subarray(0, 32));
  return ok(seed);
}

/** The three system contracts, reading the ledger view of the call running, as the EVM's custom precompiles. */
export function systemContracts(viewOf: () => LedgerView) {
  const at = (n: bigint, run: (view: LedgerView, data: Uint8Array) => Promise<ExecResult>) => ({
    address: new Address(longZeroAddress(n)),
    function: (input: PrecompileInput) => run(viewOf(), input.data),
  });
  return [at(TOKEN_SERVICE, tokenService), at(EXCHANGE_RATE, exchangeRate), at(PRNG, prng)];
}
