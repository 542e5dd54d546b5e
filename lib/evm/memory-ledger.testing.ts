/**
 * A LedgerView over plain maps, for tests that set up a state directly (the demo generator has its own view over
 * its in-memory ledger, lib/demo/evm-view.ts).
 */
import { bytesToHex } from '../core/hex';
import { longZeroAddress, longZeroEntityId } from './address';
import type { EvmBlock, EvmEntity, EvmNft, EvmToken, EvmTokenAccount, EvmTokenInfo, LedgerView } from './ledger-view';

export interface MemoryLedgerState {
  entities: Map<bigint, EvmEntity>;
  code: Map<bigint, Uint8Array>;
  /** Per contract, slot hex (64 digits) → 32-byte word. */
  storage: Map<bigint, Map<string, Uint8Array>>;
  tokens: Map<bigint, EvmToken>;
  /** `${token}/${account}` → balance, for each associated account. */
  tokenBalances: Map<string, bigint>;
  tokenInfos: Map<bigint, EvmTokenInfo>;
  /** `${token}/${serial}` → the NFT. */
  nfts: Map<string, EvmNft>;
  rate: { hbarEquivalent: bigint; centEquivalent: bigint } | null;
}

export function emptyMemoryLedger(): MemoryLedgerState {
  return {
    entities: new Map(),
    code: new Map(),
    storage: new Map(),
    tokens: new Map(),
    tokenBalances: new Map(),
    tokenInfos: new Map(),
    nfts: new Map(),
    rate: null,
  };
}

export class MemoryLedgerView implements LedgerView {
  constructor(
    private readonly state: MemoryLedgerState,
    readonly block: EvmBlock,
  ) {}

  async entityAt(address: Uint8Array): Promise<EvmEntity | null> {
    const id = longZeroEntityId(address);
    if (id !== null) return this.state.entities.get(id) ?? null;
    const hex = bytesToHex(address);
    for (const entity of this.state.entities.values())
      if (entity.evmAddress && bytesToHex(entity.evmAddress) === hex) return entity;
    return null;
  }

  async runtimeCode(contractId: bigint): Promise<Uint8Array | null> {
    return this.state.code.get(contractId) ?? null;
  }

  async storage(contractId: bigint, slot: Uint8Array): Promise<Uint8Array> {
    return this.state.storage.get(contractId)?.get(bytesToHex(slot)) ?? new Uint8Array(0);
  }

  async addressOf(entityId: bigint): Promise<Uint8Array> {
    return this.state.entities.get(entityId)?.evmAddress ?? longZeroAddress(entityId);
  }

  async token(tokenId: bigint): Promise<EvmToken | null> {
    return this.state.tokens.get(tokenId) ?? null;
  }

  async tokenInfo(tokenId: bigint): Promise<EvmTokenInfo | null> {
    return this.state.tokenInfos.get(tokenId) ?? null;
  }

  async tokenAccount(tokenId: bigint, accountId: bigint): Promise<EvmTokenAccount | null> {
    const balance = this.state.tokenBalances.get(`${tokenId}/${accountId}`);
    return balance === undefined ? null : { balance, frozen: false, kycRevoked: false };
  }

  async tokenAllowance(): Promise<bigint> {
    return 0n;
  }

  async nft(tokenId: bigint, serial: bigint): Promise<EvmNft | null> {
    return this.state.nfts.get(`${tokenId}/${serial}`) ?? null;
  }

  async approvedForAll(): Promise<boolean> {
    return false;
  }

  async exchangeRate() {
    return this.state.rate;
  }
}
