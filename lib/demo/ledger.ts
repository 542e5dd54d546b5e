import { createHash } from 'node:crypto';
import { Account, Result } from './constants';
import type { DemoHistory } from './history';
import type { Prng } from './prng';
import type { RowSink } from './sink';
import type { LedgerState } from './state';
import { BlockBuilder, type BlockTip } from './blocks';

/** Who pays and when: the transaction id plus consensus placement. */
export interface TxContext {
  ts: bigint;
  payer: number;
  validStart: bigint;
  node: number;
  nonce: number;
  parentTs: bigint | null;
  scheduled: boolean;
  /** Next nonce to hand to a child of this transaction. */
  childNonces: { next: number };
}

export interface TokenMove {
  tokenId: number;
  account: number;
  amount: bigint;
  isApproval?: boolean;
}

export interface NftMove {
  tokenId: number;
  serial: number;
  sender: number | null;
  receiver: number | null;
  isApproval?: boolean;
}

export interface AssessedFee {
  amount: bigint;
  collector: number;
  tokenId: number | null;
  effectivePayers: number[];
}

export interface TxInput {
  type: number;
  result?: number;
  /** Charged fee; top-level transactions only (children are paid for by their parent). */
  fee?: bigint;
  entityId?: number | null;
  memo?: string;
  /** Hbar movements besides the fee, applied only on success; each list sums to zero. */
  transfers?: readonly (readonly [number, bigint])[];
  /** Accounts whose debit in `transfers` was made through an allowance. */
  approvals?: readonly number[];
  tokenTransfers?: readonly TokenMove[];
  nftTransfers?: readonly NftMove[];
  stakingRewards?: readonly (readonly [number, bigint])[];
  assessedFees?: readonly AssessedFee[];
  initialBalance?: bigint;
  maxFee?: bigint;
}

export interface EmittedTx {
  ctx: TxContext;
  hash: Uint8Array;
  index: number;
  result: number;
}

/**
 * Turns transactions into Mirror Node rows: transaction, transaction_hash, the fee split and other
 * crypto_transfer rows, token and NFT transfers, staking rewards; keeps balances and the open block.
 */
export class Ledger {
  readonly block: BlockBuilder;
  private lastTs = 0n;

  constructor(
    readonly state: LedgerState,
    readonly sink: RowSink,
    readonly prng: Prng,
    readonly history: DemoHistory,
    tip: BlockTip,
    /** Live mode: balances of accounts not loaded are not tracked (changes go out as deltas). */
    readonly balanceDeltas: Map<number, bigint> | null = null,
  ) {
    this.block = new BlockBuilder(sink, prng, tip);
    this.lastTs = tip.consensusEnd;
  }

  /** A consensus node that is up at `ts` (node n is account 0.0.(n+3); nodes 0..6). */
  pickNode(ts: bigint): number {
    const outage = this.history.nodeOutage;
    for (;;) {
      const account = 3 + this.prng.int(7);
      if (!outage || account !== outage.nodeAccountId || ts < outage.start || ts >= outage.end) return account;
    }
  }

  /** A new top-level transaction in the next free slot of the open block. */
  topLevel(payer: number): TxContext {
    const ts = this.block.takeSlot();
    const validStart = ts - BigInt(this.prng.between(1_000, 9_000)) * 1_000_000n - BigInt(this.prng.int(1_000_000));
    return {
      ts,
      payer,
      validStart,
      node: this.pickNode(ts),
      nonce: 0,
      parentTs: null,
      scheduled: false,
      childNonces: { next: 1 },
    };
  }

  /** A child record: same transaction id, next nonce, placed `offset` ns from its parent (negative = preceding). */
  child(parent: TxContext, offset: number): TxContext {
    return {
      ...parent,
      ts: parent.ts + BigInt(offset),
      nonce: parent.childNonces.next++,
      parentTs: parent.ts,
      scheduled: false,
      childNonces: { next: 0 },
    };
  }

  /** The transaction a schedule executes: the schedule's own transaction id, flagged scheduled. */
  scheduledInner(trigger: TxContext, payer: number, validStart: bigint): TxContext {
    return {
      ...trigger,
      ts: trigger.ts + 1n,
      payer,
      validStart,
      nonce: 0,
      parentTs: null,
      scheduled: true,
      childNonces: { next: 1 },
    };
  }

  /** Closes the open block, attributing its record file to a node that is up. */
  closeBlock(): void {
    this.block.close(this.pickNode(this.lastTs) - 3);
  }

  credit(account: number, amount: bigint): void {
    if (amount === 0n) return;
    if (this.balanceDeltas) {
      this.balanceDeltas.set(account, (this.balanceDeltas.get(account) ?? 0n) + amount);
      const known = this.state.entities.get(account);
      if (known) known.balance += amount;
      return;
    }
    this.state.entity(account).balance += amount;
  }

  balanceOf(account: number): bigint {
    return this.state.entities.get(account)?.balance ?? 0n;
  }

  emit(ctx: TxContext, input: TxInput): EmittedTx {
    if (ctx.ts <= this.lastTs) throw new Error(`demo: timestamp ${ctx.ts} not after ${this.lastTs}`);
    this.lastTs = ctx.ts;
    const result = input.result ?? Result.SUCCESS;
    const ok = result === Result.SUCCESS;
    // Children are paid for by their parent; a scheduled transaction pays its own fee.
    const fee = ctx.nonce === 0 ? (input.fee ?? 0n) : 0n;
    const hash = this.txHash(ctx, input.type);
    const index = this.block.addTransaction(ctx.ts, hash);
    this.writeTransaction(ctx, input, result, fee, hash, index);
    this.writeHbar(ctx, input, result, fee);
    if (ok) this.writeTokens(ctx, input);
    return { ctx, hash, index, result };
  }

  private txHash(ctx: TxContext, type: number): Uint8Array {
    return new Uint8Array(
      createHash('sha384')
        .update(`${ctx.ts}:${ctx.payer}:${ctx.validStart}:${ctx.nonce}:${type}:${this.prng.uint32()}`)
        .digest(),
    );
  }

  private writeTransaction(
    ctx: TxContext,
    input: TxInput,
    result: number,
    fee: bigint,
    hash: Uint8Array,
    index: number,
  ) {
    const ok = result === Result.SUCCESS;
    const nfts = ok && input.nftTransfers?.length ? input.nftTransfers : null;
    this.sink.add('transaction', {
      consensus_timestamp: ctx.ts,
      type: input.type,
      result,
      payer_account_id: ctx.payer,
      valid_start_ns: ctx.validStart,
      valid_duration_seconds: ctx.nonce === 0 ? 120 : null,
      node_account_id: ctx.nonce === 0 ? ctx.node : null,
      entity_id: input.entityId ?? null,
      initial_balance: input.initialBalance ?? 0n,
      max_fee: ctx.nonce === 0 ? (input.maxFee ?? 200_000_000n) : null,
      charged_tx_fee: fee,
      memo: input.memo ? new TextEncoder().encode(input.memo) : null,
      transaction_hash: hash,
      scheduled: ctx.scheduled,
      nonce: ctx.nonce,
      parent_consensus_timestamp: ctx.parentTs,
      index,
      nft_transfer: nfts?.map((n) => ({
        token_id: n.tokenId,
        is_approval: n.isApproval ?? false,
        serial_number: n.serial,
        sender_account_id: n.sender,
        receiver_account_id: n.receiver,
      })),
      high_volume: false,
      high_volume_pricing_multiplier: 0n,
      congestion_pricing_multiplier: 1n,
    });
    // The Mirror Node keeps the first 32 bytes of the SHA-384 in `hash` and the rest in `hash_suffix`.
    this.sink.add('transaction_hash', {
      consensus_timestamp: ctx.ts,
      hash: hash.subarray(0, 32),
      payer_account_id: ctx.payer,
      hash_suffix: hash.subarray(32),
    });
  }

  /** One crypto_transfer row per account (aggregated, as in the record's transfer list). */
  private writeHbar(ctx: TxContext, input: TxInput, result: number, fee: bigint): void {
    const ok = result === Result.SUCCESS;
    const net = new Map<number, bigint>();
    const add = (account: number, amount: bigint) => net.set(account, (net.get(account) ?? 0n) + amount);
    if (fee > 0n) {
      // A due-diligence failure (bad signature, payer cannot pay) is paid for by the submitting node.
      const nodePays = result === Result.INVALID_SIGNATURE || result === Result.INSUFFICIENT_PAYER_BALANCE;
      add(nodePays ? ctx.node : ctx.payer, -fee);
      for (const [account, amount] of splitFee(fee, ctx.node)) add(account, amount);
    }
    if (ok) {
      for (const [account, amount] of input.transfers ?? []) add(account, amount);
      for (const [account, amount] of input.stakingRewards ?? []) {
        add(Account.STAKING_REWARD, -amount);
        add(account, amount);
        this.sink.add('staking_reward_transfer', {
          account_id: account,
          amount,
          consensus_timestamp: ctx.ts,
          payer_account_id: ctx.payer,
        });
      }
      for (const f of input.assessedFees ?? []) {
        this.sink.add('assessed_custom_fee', {
          amount: f.amount,
          collector_account_id: f.collector,
          consensus_timestamp: ctx.ts,
          token_id: f.tokenId,
          effective_payer_account_ids: f.effectivePayers,
          payer_account_id: ctx.payer,
        });
      }
    }
    const approvals = new Set(ok ? (input.approvals ?? []) : []);
    for (const [account, amount] of net) {
      if (amount === 0n) continue;
      this.credit(account, amount);
      this.sink.add('crypto_transfer', {
        entity_id: account,
        consensus_timestamp: ctx.ts,
        amount,
        payer_account_id: ctx.payer,
        is_approval: approvals.has(account) && amount < 0n,
      });
    }
  }

  private writeTokens(ctx: TxContext, input: TxInput): void {
    for (const t of input.tokenTransfers ?? []) {
      this.sink.add('token_transfer', {
        token_id: t.tokenId,
        account_id: t.account,
        consensus_timestamp: ctx.ts,
        amount: t.amount,
        payer_account_id: ctx.payer,
        is_approval: t.isApproval ?? false,
      });
    }
  }
}

/** Node fee to the submitting node, staking shares to 0.0.800 / 0.0.801, the rest to 0.0.98. */
export function splitFee(fee: bigint, node: number): [number, bigint][] {
  const nodeShare = fee / 20n;
  const stakingShare = fee / 10n;
  const nodeRewardShare = fee / 10n;
  return [
    [node, nodeShare],
    [Account.FEE_COLLECTOR, fee - nodeShare - stakingShare - nodeRewardShare],
    [Account.STAKING_REWARD, stakingShare],
    [Account.NODE_REWARD, nodeRewardShare],
  ];
}
