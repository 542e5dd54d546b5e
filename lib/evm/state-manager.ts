/**
 * The EVM's state at a block: the ledger's accounts, code and storage (read through a LedgerView, each read once
 * per call), under an in-memory overlay that takes the call's writes and its checkpoints. Nothing is ever written
 * back: a call's effects live as long as the call.
 */
import type { AccountFields, StateManagerInterface, StorageDump } from '@ethereumjs/common';
import { Account, type Address, bytesToHex, hexToBytes, KECCAK256_NULL } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { EvmEntity, LedgerView } from './ledger-view';
import { tokenProxyCode } from './token-proxy';

/** One checkpoint's writes; `undefined` in `accounts` marks a deleted account. */
class Layer {
  readonly accounts = new Map<string, Account | undefined>();
  readonly code = new Map<string, Uint8Array>();
  readonly storage = new Map<string, Uint8Array>();
  /** Addresses whose storage was cleared in this layer: reads below it see zero. */
  readonly cleared = new Set<string>();
  /** Token facts the token service wrote (balances, allowances, NFT owners and approvals), by TokenOverlay key. */
  readonly tokenFacts = new Map<string, bigint>();

  mergeInto(below: Layer): void {
    for (const address of this.cleared) {
      below.cleared.add(address);
      for (const key of below.storage.keys()) if (key.startsWith(address)) below.storage.delete(key);
    }
    for (const [k, v] of this.accounts) below.accounts.set(k, v);
    for (const [k, v] of this.code) below.code.set(k, v);
    for (const [k, v] of this.storage) below.storage.set(k, v);
    for (const [k, v] of this.tokenFacts) below.tokenFacts.set(k, v);
  }
}

/** A storage word as the EVM keeps it: without leading zero bytes (zero is empty). */
function trimmed(value: Uint8Array): Uint8Array {
  const first = value.findIndex((b) => b !== 0);
  return first < 0 ? new Uint8Array(0) : value.subarray(first);
}

export interface StorageAccess {
  /** 0x-prefixed address. */
  address: string;
  slot: Uint8Array;
  read: Uint8Array;
  written: Uint8Array | undefined;
}

function padded(value: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  out.set(value, 32 - value.length);
  return out;
}

/** Code hashes by the code's bytes: a ledger view hands the same array to every call of its block. */
const codeHashes = new WeakMap<Uint8Array, Uint8Array>();

function codeHashOf(code: Uint8Array): Uint8Array {
  if (!code.length) return KECCAK256_NULL;
  let hash = codeHashes.get(code);
  if (!hash) {
    hash = keccak_256(code);
    codeHashes.set(code, hash);
  }
  return hash;
}

const copyOf = (account: Account) => new Account(account.nonce, account.balance, account.storageRoot, account.codeHash);

/**
 * What the token service writes during a call (HIP-719 `transfer`, `approve`…): kept in the same layers as the
 * EVM's own writes, so a reverted frame takes its token writes with it and later reads in the call see them.
 */
export interface TokenOverlay {
  /** The fact as the call left it, else what `read` finds in the ledger. */
  tokenFact(key: string, read: () => Promise<bigint>): Promise<bigint>;
  putTokenFact(key: string, value: bigint): void;
}

export class LedgerStateManager implements StateManagerInterface, TokenOverlay {
  private layers: Layer[] = [new Layer()];
  private entities = new Map<string, Promise<EvmEntity | null>>();
  private baseCode = new Map<string, Promise<Uint8Array>>();
  private baseStorage = new Map<string, Promise<Uint8Array>>();
  /** Every ledger slot the call read, resolved: `address_slot` → value. */
  private slotsRead = new Map<string, Uint8Array>();
  private viewOrNull: LedgerView | null;

  readonly originalStorageCache = {
    get: (address: Address, key: Uint8Array) => this.ledgerStorage(address, key),
    clear: () => undefined,
  };

  constructor(view: LedgerView | null = null) {
    this.viewOrNull = view;
  }

  /** Starts over on another view (pooled EVMs keep their state manager): no overlay, nothing cached. */
  reset(view: LedgerView | null): void {
    this.viewOrNull = view;
    this.layers = [new Layer()];
    this.entities = new Map();
    this.baseCode = new Map();
    this.baseStorage = new Map();
    this.slotsRead = new Map();
  }

  private get view(): LedgerView {
    if (!this.viewOrNull) throw new Error('State manager used outside a call');
    return this.viewOrNull;
  }

  /** The ledger entity at an address, read once per call. */
  entityAt(address: Address): Promise<EvmEntity | null> {
    const key = address.toString();
    let found = this.entities.get(key);
    if (!found) {
      found = this.view.entityAt(address.bytes);
      this.entities.set(key, found);
    }
    return found;
  }

  private get top(): Layer {
    return this.layers[this.layers.length - 1]!;
  }

  /** The newest overlay value of a key, and whether any layer holds it. */
  private overlay<T>(pick: (layer: Layer) => Map<string, T>, key: string): { found: boolean; value?: T } {
    for (let i = this.layers.length - 1; i >= 0; i--) {
      const map = pick(this.layers[i]!);
      if (map.has(key)) return { found: true, value: map.get(key) };
    }
    return { found: false };
  }

  private ledgerCode(address: Address): Promise<Uint8Array> {
    const key = address.toString();
    let code = this.baseCode.get(key);
    if (!code) {
      code = this.entityAt(address).then(async (entity) => {
        if (entity?.kind === 'contract') return (await this.view.runtimeCode(entity.id)) ?? new Uint8Array(0);
        if (entity?.kind === 'token') return tokenProxyCode(address.bytes);
        return new Uint8Array(0);
      });
      this.baseCode.set(key, code);
    }
    return code;
  }

  private ledgerStorage(address: Address, slot: Uint8Array): Promise<Uint8Array> {
    const key = `${address.toString()}_${bytesToHex(slot)}`;
    let value = this.baseStorage.get(key);
    if (!value) {
      value = this.entityAt(address).then(async (entity) => {
        const read =
          entity?.kind === 'contract' ? trimmed(await this.view.storage(entity.id, slot)) : new Uint8Array(0);
        this.slotsRead.set(key, read);
        return read;
      });
      this.baseStorage.set(key, value);
    }
    return value;
  }

  async getAccount(address: Address): Promise<Account | undefined> {
    const written = this.overlay((l) => l.accounts, address.toString());
    if (written.found) return written.value && copyOf(written.value);
    const entity = await this.entityAt(address);
    if (!entity) return undefined;
    const code = await this.ledgerCode(address);
    return new Account(entity.nonce, entity.balance, undefined, codeHashOf(code));
  }

  async putAccount(address: Address, account?: Account): Promise<void> {
    this.top.accounts.set(address.toString(), account && copyOf(account));
  }

  async deleteAccount(address: Address): Promise<void> {
    this.top.accounts.set(address.toString(), undefined);
  }

  async modifyAccountFields(address: Address, fields: AccountFields): Promise<void> {
    const account = (await this.getAccount(address)) ?? new Account();
    if (fields.nonce !== undefined) account.nonce = fields.nonce;
    if (fields.balance !== undefined) account.balance = fields.balance;
    if (fields.codeHash !== undefined) account.codeHash = fields.codeHash;
    await this.putAccount(address, account);
  }

  async putCode(address: Address, value: Uint8Array): Promise<void> {
    this.top.code.set(address.toString(), value);
    await this.modifyAccountFields(address, { codeHash: keccak_256(value) });
  }

  async getCode(address: Address): Promise<Uint8Array> {
    const written = this.overlay((l) => l.code, address.toString());
    return written.found ? written.value! : this.ledgerCode(address);
  }

  async getCodeSize(address: Address): Promise<number> {
    return (await this.getCode(address)).length;
  }

  async getStorage(address: Address, key: Uint8Array): Promise<Uint8Array> {
    const prefix = address.toString();
    const slot = `${prefix}_${bytesToHex(key)}`;
    for (let i = this.layers.length - 1; i >= 0; i--) {
      const layer = this.layers[i]!;
      const value = layer.storage.get(slot);
      if (value !== undefined) return value;
      if (layer.cleared.has(prefix)) return new Uint8Array(0);
    }
    return this.ledgerStorage(address, key);
  }

  async putStorage(address: Address, key: Uint8Array, value: Uint8Array): Promise<void> {
    this.top.storage.set(`${address.toString()}_${bytesToHex(key)}`, trimmed(value));
  }

  async clearStorage(address: Address): Promise<void> {
    const prefix = address.toString();
    for (const key of [...this.top.storage.keys()]) if (key.startsWith(prefix)) this.top.storage.delete(key);
    this.top.cleared.add(prefix);
  }

  async tokenFact(key: string, read: () => Promise<bigint>): Promise<bigint> {
    const written = this.overlay((l) => l.tokenFacts, key);
    return written.found ? written.value! : read();
  }

  putTokenFact(key: string, value: bigint): void {
    this.top.tokenFacts.set(key, value);
  }

  async checkpoint(): Promise<void> {
    this.layers.push(new Layer());
  }

  async commit(): Promise<void> {
    const top = this.layers.pop()!;
    top.mergeInto(this.top);
  }

  async revert(): Promise<void> {
    this.layers.pop();
  }

  /**
   * The slots the call touched, as the network's sidecars record them: each with the value it had before the call
   * and, when the call (its committed part) wrote it, the value after. Words are 32 bytes.
   */
  storageAccesses(): StorageAccess[] {
    const bottom = this.layers[0]!;
    const keys = new Set([...this.slotsRead.keys(), ...bottom.storage.keys()]);
    return [...keys].sort().map((key) => {
      const [address, slot] = key.split('_') as [string, string];
      const written = bottom.storage.get(key);
      return {
        address,
        slot: hexToBytes(slot as `0x${string}`),
        read: padded(this.slotsRead.get(key) ?? new Uint8Array(0)),
        written: written && padded(written),
      };
    });
  }

  /** Contracts the call's committed part created (CREATE/CREATE2 inside it): 0x-prefixed address → runtime code. */
  createdContracts(): { address: string; code: Uint8Array }[] {
    return [...this.layers[0]!.code].map(([address, code]) => ({ address, code }));
  }

  /** The storage words this call wrote, per address (the overlay flattened), for re-execution checks and traces. */
  async dumpStorage(address: Address): Promise<StorageDump> {
    const prefix = `${address.toString()}_`;
    const dump: StorageDump = {};
    for (const layer of this.layers)
      for (const [key, value] of layer.storage)
        if (key.startsWith(prefix)) dump[key.slice(prefix.length)] = bytesToHex(value);
    return dump;
  }

  getStateRoot(): Promise<Uint8Array> {
    throw new Error('A ledger-backed state has no state root');
  }

  setStateRoot(): Promise<void> {
    throw new Error('A ledger-backed state has no state root');
  }

  hasStateRoot(): Promise<boolean> {
    throw new Error('A ledger-backed state has no state root');
  }

  clearCaches(): void {}

  shallowCopy(): StateManagerInterface {
    throw new Error('A call runs on one ledger-backed state');
  }
}
