import { ledgerSchema } from '../db/ledger-schema';
import type { Db, Queryable } from '../db/types';
import { cryptoTransfer, failedTransfer } from './accounts';
import type { BlockTip } from './blocks';
import { Account, FIRST_USER_ENTITY, TINYBARS_PER_HBAR } from './constants';
import { callContract } from './contracts';
import { ethereumTransaction } from './ethereum';
import { Ledger } from './ledger';
import { Prng } from './prng';
import { RowSink } from './sink';
import { snapshotSlot, writeLiveSnapshot } from './balance-snapshots';
import { payNodeRewards } from './node-rewards';
import { epochDay, nodeStakeUpdate, stakingPeriodDue } from './staking';
import { systemFileUpdates } from './system-files';
import { LedgerState, newEntity } from './state';
import { submitMessage } from './topics';
import { callExecutedContract, loadExecutedContracts, upsertExecutedStorage } from './executed';
import type { Step } from './scenarios';
import { COMPILED } from './solidity/compiled';
import { recordTopicMessageLookups } from './topic-message-lookup';

export interface LiveOptions {
  intervalMs: number;
  /** Top-level transactions per block, drawn between these bounds (default 2..8). */
  minTransactions?: number;
  maxTransactions?: number;
  log?: (message: string) => void;
}

/**
 * Live blocks only move value between existing entities, so nothing but balances and the compiled contracts'
 * storage (which their calls, run by the EVM, write) needs updating.
 */
const LIVE_MIX: readonly (readonly [Step, number])[] = [
  [cryptoTransfer, 45],
  [submitMessage, 25],
  [callContract, 12],
  [ethereumTransaction, 10],
  [failedTransfer, 4],
  [callExecutedContract, 4],
];

interface LiveState {
  ledger: Ledger;
  sink: RowSink;
  deltas: Map<number, bigint>;
}

/**
 * Appends one block with a few new transactions every ~intervalMs, continuing from what the database
 * holds (the last record file, entity ids, balances, topic sequence numbers). Failures are logged and
 * the next tick starts again from the database; nothing is thrown out of the timer.
 */
export function startLiveDemo(db: Db, options: LiveOptions): { stop(): Promise<void> } {
  const log = options.log ?? ((m: string) => console.error(m));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let live: LiveState | null = null;

  const tick = async () => {
    try {
      if (!live) {
        live = await loadLiveState(db);
        if (live) await catchUp(db, live, options);
      }
      if (live) await appendBlock(db, live, options);
    } catch (error) {
      live = null;
      log(`live demo: block not appended: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, options.intervalMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Longest pause the live demo back-fills when it starts; a longer one stays in the history as the outage it was. */
export const MAX_CATCH_UP_MS = 10 * 60_000;

/**
 * Fills the pause between the newest block and now (the build and start-up after `demo:generate`, a quick restart)
 * with back-dated blocks at the usual interval, so the chain reads as continuous and the status page does not
 * record a stall that only the demo's own start-up caused.
 */
export async function catchUp(db: Db, live: LiveState, options: LiveOptions, nowMs = Date.now()): Promise<number> {
  const intervalNs = BigInt(options.intervalMs) * 1_000_000n;
  const nowNs = BigInt(nowMs) * 1_000_000n;
  let endNs = live.ledger.block.current.consensusEnd;
  if (nowNs - endNs > BigInt(MAX_CATCH_UP_MS) * 1_000_000n) return 0;
  let appended = 0;
  while (nowNs - endNs > 2n * intervalNs) {
    // A block fills the last three quarters of its interval: this one then ends about one interval after the last.
    await appendBlock(db, live, options, endNs + intervalNs + intervalNs / 4n);
    endNs = live.ledger.block.current.consensusEnd;
    appended++;
  }
  return appended;
}

/** Builds one block in memory, then writes its rows and the balance changes in one transaction. */
export async function appendBlock(
  db: Db,
  live: LiveState,
  options: LiveOptions,
  nowNs = BigInt(Date.now()) * 1_000_000n,
): Promise<void> {
  const { ledger, sink, deltas } = live;
  const intervalNs = BigInt(options.intervalMs) * 1_000_000n;
  const target = ledger.prng.between(options.minTransactions ?? 2, options.maxTransactions ?? 8);
  const previousEnd = ledger.block.current.consensusEnd;
  ledger.block.open(nowNs - intervalNs, target, intervalNs);
  if (stakingPeriodDue(ledger, nowNs)) nodeStakeUpdate(ledger, nowNs);
  if (epochDay(nowNs) !== epochDay(previousEnd)) payNodeRewards(ledger);
  for (let attempts = 0; ledger.block.slotsUsed < target && attempts < target * 6; attempts++) {
    await LIVE_MIX[ledger.prng.weighted(LIVE_MIX.map(([, w]) => w))]![0](ledger);
  }
  systemFileUpdates(ledger, previousEnd, nowNs);
  ledger.closeBlock();
  const endTs = ledger.block.current.consensusEnd;
  await db.transaction(async (tx) => {
    await sink.flush(tx);
    await recordTopicMessageLookups(tx, previousEnd);
    await applyDeltas(tx, deltas, ledger.state, endTs);
    await upsertExecutedStorage(tx, ledger.state, previousEnd);
    // Once per 15 minutes, a balance snapshot as of this block's end, in the block's own transaction so a failed
    // block leaves no snapshot behind.
    if (snapshotSlot(endTs) !== snapshotSlot(previousEnd)) await writeLiveSnapshot(tx, endTs);
  });
  deltas.clear();
}

async function applyDeltas(q: Queryable, deltas: Map<number, bigint>, state: LedgerState, ts: bigint): Promise<void> {
  if (deltas.size === 0) return;
  const ids = [...deltas.keys()];
  await q.query(
    `UPDATE entity e SET balance = coalesce(e.balance, 0) + d.delta, balance_timestamp = $3,
            ethereum_nonce = coalesce(d.nonce, e.ethereum_nonce)
     FROM unnest($1::bigint[], $2::bigint[], $4::bigint[]) AS d(id, delta, nonce) WHERE e.id = d.id`,
    [ids.map(String), ids.map((id) => String(deltas.get(id))), String(ts), ids.map((id) => nonceOf(state, id))],
  );
}

function nonceOf(state: LedgerState, id: number): string | null {
  const e = state.entities.get(id);
  return e && e.evmAddress ? String(e.ethereumNonce) : null;
}

/** Reads where the ledger stands; null when there is no block yet to continue from. */
export async function loadLiveState(db: Queryable): Promise<LiveState | null> {
  const [tipRow] = await db.query<{ index: bigint; hash: string; consensus_end: bigint; round_end: bigint | null }>(
    'SELECT index, hash, consensus_end, round_end FROM record_file ORDER BY consensus_end DESC LIMIT 1',
  );
  if (!tipRow) return null;
  const [{ next } = { next: BigInt(FIRST_USER_ENTITY) }] = await db.query<{ next: bigint }>(
    `SELECT greatest(coalesce(max(id), 0) + 1, ${FIRST_USER_ENTITY}) AS next FROM entity`,
  );
  const state = new LedgerState(Number(next), false);
  await loadAccounts(db, state);
  await loadTopics(db, state);
  await loadExecutedContracts(db, state);
  // The compiled contracts only run what the EVM runs (executed.ts): the live mix's made-up calls stay off them.
  const contracts = await db.query<{ id: bigint }>(
    `SELECT e.id FROM entity e WHERE e.type = 'CONTRACT' AND e.deleted IS NOT TRUE
       AND NOT EXISTS (SELECT 1 FROM contract c WHERE c.id = e.id AND c.runtime_bytecode = ANY($1::bytea[]))
     ORDER BY e.id DESC LIMIT 50`,
    [Object.values(COMPILED).map((c) => Buffer.from(c.runtime, 'hex'))],
  );
  for (const c of contracts) state.contractIds.push(Number(c.id));
  const tip: BlockTip = {
    index: Number(tipRow.index),
    hash: tipRow.hash,
    consensusEnd: tipRow.consensus_end,
    roundEnd: Number(tipRow.round_end ?? 0),
  };
  const sink = new RowSink(Number.MAX_SAFE_INTEGER, await ledgerSchema(db));
  const deltas = new Map<number, bigint>();
  const prng = new Prng(Number(tipRow.consensus_end % 4_294_967_296n));
  const ledger = new Ledger(state, sink, prng, { nodeOutage: null, blockStall: null }, tip, deltas);
  // The stored end of the newest period's predecessor: the period opened runs from the next nanosecond.
  const [{ end } = { end: null }] = await db.query<{ end: bigint | null }>(
    'SELECT max(staking_period) AS end FROM network_stake',
  );
  if (end !== null) state.stakingDay = epochDay(end + 1n);
  return { ledger, sink, deltas };
}

async function loadAccounts(db: Queryable, state: LedgerState): Promise<void> {
  const rows = await db.query<{
    id: bigint;
    balance: bigint;
    evm_address: Uint8Array | null;
    staked_node_id: bigint | null;
    decline_reward: boolean;
    ethereum_nonce: bigint | null;
    created_timestamp: bigint | null;
  }>(
    `(SELECT id, balance, evm_address, staked_node_id, decline_reward, ethereum_nonce, created_timestamp FROM entity
      WHERE type = 'ACCOUNT' AND deleted IS NOT TRUE AND id >= $1 AND balance > $2 ORDER BY id LIMIT 500)
     UNION ALL
     (SELECT id, balance, evm_address, staked_node_id, decline_reward, ethereum_nonce, created_timestamp FROM entity WHERE id = $3)`,
    [FIRST_USER_ENTITY, String(100n * TINYBARS_PER_HBAR), Account.STAKING_REWARD],
  );
  for (const r of rows) {
    const id = Number(r.id);
    state.entities.set(
      id,
      newEntity(id, 'ACCOUNT', r.created_timestamp ?? 0n, {
        balance: r.balance ?? 0n,
        evmAddress: r.evm_address,
        stakedNodeId: Number(r.staked_node_id ?? -1),
        declineReward: r.decline_reward,
        ethereumNonce: Number(r.ethereum_nonce ?? 0),
      }),
    );
    if (id === Account.STAKING_REWARD) continue;
    state.users.push(id);
    if (r.evm_address) state.evmUsers.push(id);
  }
}

async function loadTopics(db: Queryable, state: LedgerState): Promise<void> {
  const topics = await db.query<{ id: bigint }>(`SELECT id FROM topic ORDER BY id LIMIT 24`);
  for (const { id } of topics) {
    const [last] = await db.query<{ sequence_number: bigint; running_hash: Uint8Array }>(
      'SELECT sequence_number, running_hash FROM topic_message WHERE topic_id = $1 ORDER BY sequence_number DESC LIMIT 1',
      [String(id)],
    );
    state.topics.set(Number(id), {
      id: Number(id),
      sequence: Number(last?.sequence_number ?? 0n),
      runningHash: last?.running_hash ?? new Uint8Array(48),
      submitKey: null,
      // Resumed topics take messages without their custom fee (the live demo does not read fee schedules back).
      messageFee: null,
    });
  }
}
