/**
 * Hedera's system contracts, as far as a call needs them: the token service at 0x167 (the HIP-719 facade behind
 * every token's own address through `redirectForToken`, token-facade.ts; its own `isToken`, `getTokenType`,
 * `isFrozen`, `isKyc`, `allowance`, `getApproved`, `isApprovedForAll`; and the reads that answer structures,
 * token-info.ts), the exchange rate at 0x168 and the PRNG at
 * 0x169. A function not implemented here throws UnsupportedSystemCall, which the API answers 501 as the reference
 * answers an unsupported precompile — never a made-up value.
 */
import { concatBytes } from '../core/hex';
import type { ExecResult, PrecompileInput } from '@ethereumjs/evm';
import { Address } from '@ethereumjs/util';
import { addressArgument, encodeBool, encodeUint, selector, selectorKey, uintArgument } from './abi';
import { longZeroAddress, longZeroEntityId } from './address';
import type { EvmToken, LedgerView } from './ledger-view';
import type { TokenOverlay } from './state-manager';
import { entityArgument, FACADE, ok, reverted, UnsupportedSystemCall } from './token-facade';
import { TOKEN_INFO_READS } from './token-info';
import { REDIRECT_FOR_TOKEN } from './token-proxy';

export { UnsupportedSystemCall } from './token-facade';

export const TOKEN_SERVICE = 0x167n;
export const EXCHANGE_RATE = 0x168n;
export const PRNG = 0x169n;

/** HAPI's SUCCESS response code, which the token service's status-returning functions answer first. */
const SUCCESS_CODE = 22n;

/** What a system contract sees of the call running: the ledger, the call's overlay, and the frame it runs in. */
export interface SystemCallContext {
  view: LedgerView;
  overlay: TokenOverlay;
  caller: Uint8Array;
  isStatic: boolean;
  /** The chain id the EVM reports, which also tells the network's ledger id. */
  chainId: bigint;
}

/** The token an address argument names, at the newest block only (token tables hold the state as it is now). */
async function tokenArgument(context: SystemCallContext, address: Uint8Array | null): Promise<EvmToken | null> {
  if (!context.view.block.latest) throw new UnsupportedSystemCall('token reads at a block other than the latest');
  const tokenId = address && longZeroEntityId(address);
  return tokenId === null || tokenId === undefined ? null : context.view.token(tokenId);
}

/** Runs a facade function for `token` with `input` (its selector first), as the token's own address would. */
async function facade(context: SystemCallContext, token: EvmToken, input: Uint8Array): Promise<ExecResult> {
  const run = input.length >= 4 ? FACADE[selectorKey(input)] : undefined;
  if (!run) throw new UnsupportedSystemCall(`token facade function 0x${selectorKey(input)}`);
  return run({ ...context, token, input });
}

/**
 * The token service's own reads that the facade also answers, called at 0x167 with the token as their first
 * argument: `allowance(token, owner, spender)` is the facade's `allowance(owner, spender)` with SUCCESS before it.
 */
const BY_FACADE: Record<string, string> = {
  [selectorKey(selector('allowance(address,address,address)'))]: 'allowance(address,address)',
  [selectorKey(selector('getApproved(address,uint256)'))]: 'getApproved(uint256)',
  [selectorKey(selector('isApprovedForAll(address,address,address)'))]: 'isApprovedForAll(address,address)',
};

const IS_TOKEN = selectorKey(selector('isToken(address)'));
const GET_TOKEN_TYPE = selectorKey(selector('getTokenType(address)'));
const IS_FROZEN = selectorKey(selector('isFrozen(address,address)'));
const IS_KYC = selectorKey(selector('isKyc(address,address)'));

const withStatus = (...words: Uint8Array[]) => ok(concatBytes(encodeUint(SUCCESS_CODE), ...words));

async function tokenService(context: SystemCallContext, data: Uint8Array): Promise<ExecResult> {
  const key = data.length >= 4 ? selectorKey(data) : '';
  if (data.length >= 24 && key === selectorKey(REDIRECT_FOR_TOKEN)) {
    const token = await tokenArgument(context, data.subarray(4, 24));
    const inner = data.subarray(24);
    if (inner.length >= 4 && !FACADE[selectorKey(inner)])
      throw new UnsupportedSystemCall(`token facade function 0x${selectorKey(inner)}`);
    return token ? facade(context, token, inner) : reverted();
  }
  const infoRead = TOKEN_INFO_READS[key];
  if (infoRead) {
    const address = addressArgument(data, 0);
    if (!address) return reverted();
    return infoRead(context, data, await tokenArgument(context, address));
  }
  if (key === IS_TOKEN) {
    const address = addressArgument(data, 0);
    if (!address) return reverted();
    const entity = await context.view.entityAt(address);
    return withStatus(encodeBool(entity?.kind === 'token'));
  }
  const byFacade = BY_FACADE[key];
  if (byFacade || key === GET_TOKEN_TYPE || key === IS_FROZEN || key === IS_KYC) {
    const token = await tokenArgument(context, addressArgument(data, 0));
    if (!token) return reverted();
    if (byFacade) {
      const answer = await facade(context, token, concatBytes(selector(byFacade), data.subarray(36)));
      return answer.exceptionError ? answer : withStatus(answer.returnValue);
    }
    if (key === GET_TOKEN_TYPE) return withStatus(encodeUint(token.type === 'FUNGIBLE_COMMON' ? 0n : 1n));
    const account = await entityArgument(context.view, data, 1);
    if (!account) return reverted();
    const held = await context.view.tokenAccount(token.id, account);
    // Not associated: what the network answers then is not known here, so it is not made up.
    if (!held)
      throw new UnsupportedSystemCall(
        `${key === IS_FROZEN ? 'isFrozen' : 'isKyc'} of an account not associated with the token`,
      );
    return withStatus(encodeBool(key === IS_FROZEN ? held.frozen : !held.kycRevoked));
  }
  throw new UnsupportedSystemCall(`token service function 0x${key}`);
}

const TINYCENTS_TO_TINYBARS = selectorKey(selector('tinycentsToTinybars(uint256)'));
const TINYBARS_TO_TINYCENTS = selectorKey(selector('tinybarsToTinycents(uint256)'));

async function exchangeRate(view: LedgerView, data: Uint8Array): Promise<ExecResult> {
  const key = data.length >= 4 ? selectorKey(data) : '';
  const amount = uintArgument(data, 0);
  if ((key !== TINYCENTS_TO_TINYBARS && key !== TINYBARS_TO_TINYCENTS) || amount === null) return reverted();
  const rate = await view.exchangeRate();
  if (!rate || rate.hbarEquivalent === 0n || rate.centEquivalent === 0n) return reverted();
  const converted =
    key === TINYCENTS_TO_TINYBARS
      ? (amount * rate.hbarEquivalent) / rate.centEquivalent
      : (amount * rate.centEquivalent) / rate.hbarEquivalent;
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

/** The three system contracts, reading the context of the call running, as the EVM's custom precompiles. */
export function systemContracts(contextOf: () => SystemCallContext) {
  const at = (n: bigint, run: (context: SystemCallContext, data: Uint8Array) => Promise<ExecResult>) => ({
    address: new Address(longZeroAddress(n)),
    function: (input: PrecompileInput) => run(contextOf(), input.data),
  });
  return [
    at(TOKEN_SERVICE, tokenService),
    at(EXCHANGE_RATE, (context, data) => exchangeRate(context.view, data)),
    at(PRNG, (context, data) => prng(context.view, data)),
  ];
}
