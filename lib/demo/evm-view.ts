/**
 * The demo ledger as the EVM reads it while the generator writes it: the same LedgerView the API implements with
 * SQL, here over the generator's in-memory state, so the demo's contracts run through the same EVM and the rows it
 * records re-execute to themselves on the database.
 */
import { bytesToHex } from '../core/hex';
import { longZeroAddress, longZeroEntityId } from '../evm/address';
import type {
  EvmBlock,
  EvmCustomFee,
  EvmEntity,
  EvmNft,
  EvmToken,
  EvmTokenAccount,
  EvmTokenInfo,
  LedgerView,
} from '../evm/ledger-view';
import type { Ledger } from './ledger';

const KINDS: Record<string, EvmEntity['kind']> = { ACCOUNT: 'account', CONTRACT: 'contract', TOKEN: 'token' };

export class DemoLedgerView implements LedgerView {
  readonly block: EvmBlock;

  constructor(
    private readonly l: Ledger,
    timestampNs: bigint,
  ) {
    const tip = l.block.current;
    // The call runs in the block being filled, after the last closed one; its seed is the last closed block's hash.
    this.block = { number: BigInt(tip.index + 1), timestampNs, hash: Buffer.from(tip.hash, 'hex'), latest: true };
  }

  private entity(id: number): EvmEntity | null {
    const e = this.l.state.entities.get(id);
    if (!e || e.deleted) return null;
    return {
      id: BigInt(id),
      balance: this.l.balanceOf(id),
      nonce: BigInt(e.ethereumNonce),
      kind: KINDS[e.type] ?? 'other',
      evmAddress: e.evmAddress,
    };
  }

  async entityAt(address: Uint8Array): Promise<EvmEntity | null> {
    const id = longZeroEntityId(address);
    if (id !== null) return this.entity(Number(id));
    const own = this.l.state.entities.idOfEvmAddress(address);
    return own === null ? null : this.entity(own);
  }

  async runtimeCode(contractId: bigint): Promise<Uint8Array | null> {
    return this.l.state.contracts.get(Number(contractId))?.runtimeBytecode ?? null;
  }

  async storage(contractId: bigint, slot: Uint8Array): Promise<Uint8Array> {
    return this.l.state.contracts.get(Number(contractId))?.storage.get(bytesToHex(slot))?.value ?? new Uint8Array(0);
  }

  async addressOf(entityId: bigint): Promise<Uint8Array> {
    return this.l.state.entities.get(Number(entityId))?.evmAddress ?? longZeroAddress(entityId);
  }

  async token(tokenId: bigint): Promise<EvmToken | null> {
    const t = this.l.state.tokens.get(Number(tokenId));
    // The demo never pauses a token, freezes an account or revokes KYC.
    return t
      ? {
          id: tokenId,
          name: t.name,
          symbol: t.symbol,
          decimals: BigInt(t.decimals),
          totalSupply: t.totalSupply,
          type: t.type,
          paused: false,
        }
      : null;
  }

  /** As writeTokenState records the token: no freeze, KYC, wipe, fee or pause key, freeze and KYC not applicable. */
  async tokenInfo(tokenId: bigint): Promise<EvmTokenInfo | null> {
    const t = this.l.state.tokens.get(Number(tokenId));
    const e = this.l.state.entities.get(Number(tokenId));
    if (!t || !e || e.deleted) return null;
    const autoRenewPeriod = BigInt(e.autoRenewPeriod ?? 7_776_000);
    const fees: EvmCustomFee[] = t.hbarFee
      ? [{ kind: 'fixed', amount: t.hbarFee.amount, denominatingToken: null, collector: BigInt(t.hbarFee.collector) }]
      : [];
    return {
      treasury: BigInt(t.treasury),
      memo: e.memo,
      finiteSupply: t.maxSupply !== null,
      maxSupply: t.maxSupply ?? 9_223_372_036_854_775_807n,
      freezeDefault: false,
      kycGrantedByDefault: false,
      keys: {
        admin: e.key?.protobuf ?? null,
        kyc: null,
        freeze: null,
        wipe: null,
        supply: t.supplyKey,
        feeSchedule: null,
        pause: null,
      },
      expirationSecond: (e.expirationTs ?? e.createdTs + autoRenewPeriod * 1_000_000_000n) / 1_000_000_000n,
      autoRenewAccount: null,
      autoRenewPeriod,
      fees,
    };
  }

  async tokenAccount(tokenId: bigint, accountId: bigint): Promise<EvmTokenAccount | null> {
    const held = this.l.state.tokenAccount(Number(accountId), Number(tokenId));
    return held ? { balance: held.balance, frozen: false, kycRevoked: false } : null;
  }

  async tokenAllowance(tokenId: bigint, ownerId: bigint, spenderId: bigint): Promise<bigint> {
    for (const a of this.l.state.allowances.values()) {
      if (
        a.kind === 'token' &&
        a.tokenId === Number(tokenId) &&
        a.owner === Number(ownerId) &&
        a.spender === Number(spenderId)
      )
        return a.amount;
    }
    return 0n;
  }

  async nft(tokenId: bigint, serial: bigint): Promise<EvmNft | null> {
    const nft = this.l.state.nfts.get(`${tokenId}/${serial}`);
    return nft
      ? { owner: BigInt(nft.owner), spender: null, metadata: nft.metadata, createdTimestampNs: nft.createdTs }
      : null;
  }

  async approvedForAll(tokenId: bigint, ownerId: bigint, operatorId: bigint): Promise<boolean> {
    for (const a of this.l.state.allowances.values()) {
      // The demo's NFT allowances are all approvals for all serials.
      if (
        a.kind === 'nft' &&
        a.tokenId === Number(tokenId) &&
        a.owner === Number(ownerId) &&
        a.spender === Number(operatorId)
      )
        return true;
    }
    return false;
  }

  async exchangeRate() {
    return null;
  }
}
