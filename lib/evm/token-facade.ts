/**
 * The ERC-20/ERC-721 facade of a Hedera token's own address (HIP-719), as the token service at 0x167 answers it
 * through `redirectForToken`: the reads, and `transfer`, `approve`, `transferFrom` and `setApprovalForAll` simulated
 * on the call's overlay — balances, allowances, NFT owners and approvals change for the rest of the call (and go
 * with a frame that reverts), never in the ledger. A transfer the network would refuse (an account not associated,
 * frozen or without KYC, a paused token, too little balance or allowance, a sender that is not the owner or an
 * approved spender) reverts; a read or write this file does not know is the caller's UnsupportedSystemCall (501).
 */
import { EVMError, type ExecResult, type Log } from '@ethereumjs/evm';
import { keccak_256 } from '@noble/hashes/sha3.js';
import {
  addressArgument,
  encodeAddress,
  encodeBool,
  encodeDynamic,
  encodeUint,
  selector,
  selectorKey,
  uintArgument,
} from './abi';
import { longZeroAddress, longZeroEntityId, word } from './address';
import type { EvmToken, LedgerView } from './ledger-view';
import type { TokenOverlay } from './state-manager';

/** Gas a system-contract read costs here (the network prices them from its fee schedule; reads stay cheap). */
export const READ_GAS = 100n;
/** Gas a simulated facade write costs here, in the range the network charges a token transfer through the EVM. */
const WRITE_GAS = 25_000n;

export class UnsupportedSystemCall extends Error {
  constructor(what: string) {
    super(`Precompile not supported for non-static frames or not implemented: ${what}`);
  }
}

/** One facade call: the token, its calldata (selector first), and who calls it, in which frame. */
export interface FacadeCall {
  token: EvmToken;
  input: Uint8Array;
  view: LedgerView;
  overlay: TokenOverlay;
  /** The caller of the token's address (the proxy DELEGATECALLs, so the caller carries through). */
  caller: Uint8Array;
  isStatic: boolean;
}

export const ok = (returnValue: Uint8Array, logs?: Log[], gas = READ_GAS): ExecResult => ({
  executionGasUsed: gas,
  returnValue,
  logs,
});
export const reverted = (): ExecResult => ({
  executionGasUsed: READ_GAS,
  returnValue: new Uint8Array(0),
  exceptionError: new EVMError(EVMError.errorMessages.REVERT),
});

/** Absent: an account not associated, an NFT with no owner or spender. */
const NONE = -1n;

/** An address argument as the entity it names (long-zero or an EVM address), null for no entity, undefined when malformed. */
export async function entityArgument(
  view: LedgerView,
  input: Uint8Array,
  n: number,
): Promise<bigint | null | undefined> {
  const address = addressArgument(input, n);
  if (!address) return undefined;
  return (await view.entityAt(address))?.id ?? longZeroEntityId(address) ?? null;
}

const balanceOf = async (c: FacadeCall, account: bigint): Promise<bigint | null> => {
  const held = await c.overlay.tokenFact(
    `balance/${c.token.id}/${account}`,
    async () => (await c.view.tokenAccount(c.token.id, account))?.balance ?? NONE,
  );
  return held === NONE ? null : held;
};
const setBalance = (c: FacadeCall, account: bigint, value: bigint) =>
  c.overlay.putTokenFact(`balance/${c.token.id}/${account}`, value);

const allowanceOf = (c: FacadeCall, owner: bigint, spender: bigint) =>
  c.overlay.tokenFact(`allowance/${c.token.id}/${owner}/${spender}`, () =>
    c.view.tokenAllowance(c.token.id, owner, spender),
  );
const setAllowance = (c: FacadeCall, owner: bigint, spender: bigint, value: bigint) =>
  c.overlay.putTokenFact(`allowance/${c.token.id}/${owner}/${spender}`, value);

const operatorOf = async (c: FacadeCall, owner: bigint, operator: bigint) =>
  (await c.overlay.tokenFact(`operator/${c.token.id}/${owner}/${operator}`, async () =>
    (await c.view.approvedForAll(c.token.id, owner, operator)) ? 1n : 0n,
  )) === 1n;

/** An NFT's owner and approved spender as the call sees them (owner null once burned or wiped), or null for no such serial. */
async function nftOf(
  c: FacadeCall,
  serial: bigint,
): Promise<{ owner: bigint | null; spender: bigint | null; metadata: Uint8Array } | null> {
  if (serial > (1n << 63n) - 1n) return null;
  const stored = await c.view.nft(c.token.id, serial);
  if (!stored) return null;
  const owner = await c.overlay.tokenFact(`owner/${c.token.id}/${serial}`, async () => stored.owner ?? NONE);
  const spender = await c.overlay.tokenFact(`spender/${c.token.id}/${serial}`, async () => stored.spender ?? NONE);
  return {
    owner: owner === NONE ? null : owner,
    spender: spender === NONE ? null : spender,
    metadata: stored.metadata,
  };
}

/** Whether an account may send or receive the token: associated, not frozen, not without KYC. */
async function canMove(c: FacadeCall, account: bigint): Promise<boolean> {
  const held = await c.view.tokenAccount(c.token.id, account);
  return held !== null && !held.frozen && !held.kycRevoked;
}

const fungibleOnly = (token: EvmToken, name: string) => {
  if (token.type !== 'FUNGIBLE_COMMON') throw new UnsupportedSystemCall(`${name} of a non-fungible token`);
};
const nonFungibleOnly = (token: EvmToken, name: string) => {
  if (token.type !== 'NON_FUNGIBLE_UNIQUE') throw new UnsupportedSystemCall(`${name} of a fungible token`);
};

const eventTopic = (signature: string) => keccak_256(new TextEncoder().encode(signature));
/** ERC-20's and ERC-721's Transfer and Approval share their signatures: the NFT's serial is a fourth, indexed topic. */
const TRANSFER_EVENT = eventTopic('Transfer(address,address,uint256)');
const APPROVAL_EVENT = eventTopic('Approval(address,address,uint256)');
const APPROVAL_FOR_ALL_EVENT = eventTopic('ApprovalForAll(address,address,bool)');

/** A log of the token's address: its indexed entities as the addresses the EVM shows for them, then an NFT's serial. */
async function tokenLog(
  c: FacadeCall,
  event: Uint8Array,
  indexed: bigint[],
  data: Uint8Array,
  serial?: bigint,
): Promise<Log> {
  const topics = [event, ...(await Promise.all(indexed.map(async (id) => encodeAddress(await c.view.addressOf(id)))))];
  if (serial !== undefined) topics.push(word(serial));
  return [longZeroAddress(c.token.id), topics, data];
}

/** The caller as an entity that may write here, or null (a static frame, or an address no entity holds). */
async function writer(c: FacadeCall): Promise<bigint | null> {
  if (c.isStatic || c.token.paused) return null;
  return (await c.view.entityAt(c.caller))?.id ?? null;
}

/** Moves `amount` of a fungible token, with every check the network makes; false when it would refuse. */
async function moveFungible(c: FacadeCall, from: bigint, to: bigint, amount: bigint): Promise<boolean> {
  if (!(await canMove(c, from)) || !(await canMove(c, to))) return false;
  const fromBalance = (await balanceOf(c, from)) ?? 0n;
  if (amount > fromBalance) return false;
  if (from !== to) {
    setBalance(c, from, fromBalance - amount);
    setBalance(c, to, ((await balanceOf(c, to)) ?? 0n) + amount);
  }
  return true;
}

type FacadeFunction = (c: FacadeCall) => Promise<ExecResult>;

const erc20Transfer: FacadeFunction = async (c) => {
  const sender = await writer(c);
  const to = await entityArgument(c.view, c.input, 0);
  const amount = uintArgument(c.input, 1);
  if (sender === null || to === undefined || to === null || amount === null) return reverted();
  if (!(await moveFungible(c, sender, to, amount))) return reverted();
  return ok(encodeBool(true), [await tokenLog(c, TRANSFER_EVENT, [sender, to], word(amount))], WRITE_GAS);
};

/** `transferFrom`: a spender's allowance for a fungible token; the owner, an approved spender or an operator for an NFT. */
const transferFrom: FacadeFunction = async (c) => {
  const spender = await writer(c);
  const from = await entityArgument(c.view, c.input, 0);
  const to = await entityArgument(c.view, c.input, 1);
  const amountOrSerial = uintArgument(c.input, 2);
  if (spender === null || !from || !to || amountOrSerial === null) return reverted();
  if (c.token.type === 'FUNGIBLE_COMMON') {
    const allowed = await allowanceOf(c, from, spender);
    if (amountOrSerial > allowed || !(await moveFungible(c, from, to, amountOrSerial))) return reverted();
    setAllowance(c, from, spender, allowed - amountOrSerial);
    return ok(encodeBool(true), [await tokenLog(c, TRANSFER_EVENT, [from, to], word(amountOrSerial))], WRITE_GAS);
  }
  const nft = await nftOf(c, amountOrSerial);
  if (!nft || nft.owner !== from) return reverted();
  const allowed = spender === from || nft.spender === spender || (await operatorOf(c, from, spender));
  if (!allowed || !(await canMove(c, from)) || !(await canMove(c, to))) return reverted();
  c.overlay.putTokenFact(`owner/${c.token.id}/${amountOrSerial}`, to);
  c.overlay.putTokenFact(`spender/${c.token.id}/${amountOrSerial}`, NONE);
  // An NFT balance is the count of serials held.
  if (from !== to) {
    setBalance(c, from, ((await balanceOf(c, from)) ?? 1n) - 1n);
    setBalance(c, to, ((await balanceOf(c, to)) ?? 0n) + 1n);
  }
  return ok(
    new Uint8Array(0),
    [await tokenLog(c, TRANSFER_EVENT, [from, to], new Uint8Array(0), amountOrSerial)],
    WRITE_GAS,
  );
};

/** `approve`: an allowance of a fungible token, or the one approved spender of an NFT (by its owner or an operator). */
const approve: FacadeFunction = async (c) => {
  const owner = await writer(c);
  const spender = await entityArgument(c.view, c.input, 0);
  const amountOrSerial = uintArgument(c.input, 1);
  if (owner === null || spender === undefined || amountOrSerial === null) return reverted();
  if (c.token.type === 'FUNGIBLE_COMMON') {
    if (spender === null || !(await canMove(c, owner))) return reverted();
    setAllowance(c, owner, spender, amountOrSerial);
    return ok(encodeBool(true), [await tokenLog(c, APPROVAL_EVENT, [owner, spender], word(amountOrSerial))], WRITE_GAS);
  }
  const nft = await nftOf(c, amountOrSerial);
  if (!nft || nft.owner === null || (nft.owner !== owner && !(await operatorOf(c, nft.owner, owner))))
    return reverted();
  c.overlay.putTokenFact(`spender/${c.token.id}/${amountOrSerial}`, spender ?? NONE);
  return ok(
    new Uint8Array(0),
    [await tokenLog(c, APPROVAL_EVENT, [nft.owner, spender ?? 0n], new Uint8Array(0), amountOrSerial)],
    WRITE_GAS,
  );
};

const setApprovalForAll: FacadeFunction = async (c) => {
  nonFungibleOnly(c.token, 'setApprovalForAll(address,bool)');
  const owner = await writer(c);
  const operator = await entityArgument(c.view, c.input, 0);
  const approved = uintArgument(c.input, 1);
  if (owner === null || !operator || approved === null || approved > 1n) return reverted();
  c.overlay.putTokenFact(`operator/${c.token.id}/${owner}/${operator}`, approved);
  return ok(
    new Uint8Array(0),
    [await tokenLog(c, APPROVAL_FOR_ALL_EVENT, [owner, operator], encodeBool(approved === 1n))],
    WRITE_GAS,
  );
};

export const FACADE: Record<string, FacadeFunction> = {
  [selectorKey(selector('name()'))]: async (c) => ok(encodeDynamic(c.token.name)),
  [selectorKey(selector('symbol()'))]: async (c) => ok(encodeDynamic(c.token.symbol)),
  [selectorKey(selector('decimals()'))]: async (c) => {
    fungibleOnly(c.token, 'decimals()');
    return ok(encodeUint(c.token.decimals));
  },
  [selectorKey(selector('totalSupply()'))]: async (c) => ok(encodeUint(c.token.totalSupply)),
  [selectorKey(selector('balanceOf(address)'))]: async (c) => {
    const owner = await entityArgument(c.view, c.input, 0);
    if (owner === undefined) return reverted();
    return ok(encodeUint(owner === null ? 0n : ((await balanceOf(c, owner)) ?? 0n)));
  },
  [selectorKey(selector('allowance(address,address)'))]: async (c) => {
    fungibleOnly(c.token, 'allowance(address,address)');
    const owner = await entityArgument(c.view, c.input, 0);
    const spender = await entityArgument(c.view, c.input, 1);
    if (owner === undefined || spender === undefined) return reverted();
    return ok(encodeUint(owner === null || spender === null ? 0n : await allowanceOf(c, owner, spender)));
  },
  [selectorKey(selector('ownerOf(uint256)'))]: async (c) => {
    nonFungibleOnly(c.token, 'ownerOf(uint256)');
    const serial = uintArgument(c.input, 0);
    const nft = serial === null ? null : await nftOf(c, serial);
    if (!nft || nft.owner === null) return reverted();
    return ok(encodeAddress(await c.view.addressOf(nft.owner)));
  },
  [selectorKey(selector('tokenURI(uint256)'))]: async (c) => {
    nonFungibleOnly(c.token, 'tokenURI(uint256)');
    const serial = uintArgument(c.input, 0);
    const nft = serial === null ? null : await nftOf(c, serial);
    if (!nft) return reverted();
    return ok(encodeDynamic(nft.metadata));
  },
  [selectorKey(selector('getApproved(uint256)'))]: async (c) => {
    nonFungibleOnly(c.token, 'getApproved(uint256)');
    const serial = uintArgument(c.input, 0);
    const nft = serial === null ? null : await nftOf(c, serial);
    if (!nft || nft.owner === null) return reverted();
    return ok(encodeAddress(nft.spender === null ? new Uint8Array(20) : await c.view.addressOf(nft.spender)));
  },
  [selectorKey(selector('isApprovedForAll(address,address)'))]: async (c) => {
    nonFungibleOnly(c.token, 'isApprovedForAll(address,address)');
    const owner = await entityArgument(c.view, c.input, 0);
    const operator = await entityArgument(c.view, c.input, 1);
    if (owner === undefined || operator === undefined) return reverted();
    return ok(encodeBool(owner !== null && operator !== null && (await operatorOf(c, owner, operator))));
  },
  [selectorKey(selector('transfer(address,uint256)'))]: async (c) => {
    fungibleOnly(c.token, 'transfer(address,uint256)');
    return erc20Transfer(c);
  },
  [selectorKey(selector('transferFrom(address,address,uint256)'))]: transferFrom,
  [selectorKey(selector('approve(address,uint256)'))]: approve,
  [selectorKey(selector('setApprovalForAll(address,bool)'))]: setApprovalForAll,
};
