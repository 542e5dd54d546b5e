import { forgetLedgerSchema, ledgerSchema, WEIBAR_MIGRATION_ROW } from '../db/ledger-schema';
import type { Db } from '../db/types';
import { writeAirdrops } from './airdrops';
import { writeAllowance } from './allowances';
import { GENESIS_PREV_HASH } from './blocks';
import { FIRST_USER_ENTITY, NS_PER_SECOND } from './constants';
import { writeContracts } from './contracts';
import { buildDeferredIndexes, deferSecondaryIndexes } from './deferred-indexes';
import { writeEntities } from './entities';
import type { DemoHistoryOptions } from '../config/demo-history';
import { DEMO_HISTORY_DEFAULTS, demoHistory, type DemoHistory } from './history';
import { Ledger } from './ledger';
import { BalanceSnapshots, snapshotSlot } from './balance-snapshots';
import { createGenesis, writeConsensusNodes } from './network';
import { registerNodes } from './registered-nodes';
import { payNodeRewards } from './node-rewards';
import { Prng } from './prng';
import { bootstrapPlan, randomScenario, treasuryPayout, type Step } from './scenarios';
import { writeSchedules } from './schedules';
import { RowSink } from './sink';
import { epochDay, nodeStakeUpdate, stakingPeriodDue, writeEntityStakes } from './staking';
import { systemFileUpdates, updateSimpleFeeSchedule } from './system-files';
import { LedgerState } from './state';
import { WRITTEN_TABLES, type TableName } from './tables';
import { recordTopicMessageLookups } from './topic-message-lookup';
import { Timeline } from './timeline';
import { writeTokenState } from './tokens';

export interface DemoOptions {
  seed?: number;
  /** Record files to write (default 3000). */
  blocks?: number;
  /** Top-level transactions in total (default 10 per block); child and scheduled records come on top. */
  transactions?: number;
  /** Time between blocks (default 2000 ms). */
  intervalMs?: number;
  /** When the last block closes (default now). Same seed + same end → same rows. */
  endTime?: Date;
  history?: DemoHistoryOptions;
  /** Buffered rows that trigger a write (bounds memory; default 20,000). */
  flushRows?: number;
  /**
   * Drop the secondary indexes before writing and build them after (lib/demo/deferred-indexes.ts): for a large
   * ledger written into empty tables. Off by default.
   */
  deferIndexes?: boolean;
  /** Accounts created up front (default 260, so at least 200 keyed accounts exist). */
  bootstrapAccounts?: number;
  onProgress?: (blocksDone: number, blocks: number) => void;
}

export interface DemoStats {
  seed: number;
  blocks: number;
  transactions: number;
  rows: Partial<Record<TableName, number>>;
  elapsedMs: number;
  startNs: bigint;
  endNs: bigint;
  history: DemoHistory;
}

/**
 * Writes a complete, consistent demo ledger into `db` (which must already have the ledger layout and be
 * empty of demo rows, see `wipeDemoLedger`). Works block by block and writes in chunks, so memory holds
 * the entity state but never the whole ledger.
 */
export async function generateDemoLedger(db: Db, options: DemoOptions = {}): Promise<DemoStats> {
  const started = performance.now();
  const seed = options.seed ?? 42;
  const blocks = options.blocks ?? 3000;
  const total = options.transactions ?? blocks * 10;
  const intervalNs = BigInt(options.intervalMs ?? 2000) * 1_000_000n;
  const endNs = BigInt((options.endTime ?? new Date()).getTime()) * 1_000_000n;
  const history = demoHistory(endNs, options.history ?? DEMO_HISTORY_DEFAULTS);
  const timeline = new Timeline(blocks, intervalNs, endNs, history.blockStall);
  const prng = new Prng(seed);
  const state = new LedgerState(FIRST_USER_ENTITY);
  await recordWeibarAmounts(db);
  if (options.deferIndexes) await deferSecondaryIndexes(db, WRITTEN_TABLES);
  // Written for the columns the database has: an operator's Mirror Node schema (e.g. v0.145) lacks some of ours.
  const sink = new RowSink(options.flushRows ?? 20_000, await ledgerSchema(db));
  const genesisTs = timeline.startNs - intervalNs - NS_PER_SECOND;
  createGenesis(state, sink, prng.fork(1), genesisTs);
  const snapshots = new BalanceSnapshots();
  snapshots.write(sink, state, genesisTs);
  const ledger = new Ledger(state, sink, prng.fork(2), history, {
    index: -1,
    hash: GENESIS_PREV_HASH,
    consensusEnd: genesisTs,
    roundEnd: 1_000,
  });
  const plan = bootstrapPlan(options.bootstrapAccounts ?? 260);
  const writer = new BackgroundWriter(db);
  let emitted = 0;
  for (let i = 0; i < blocks; i++) {
    const blockNs = timeline.blockTime(i);
    const previousEnd = ledger.block.current.consensusEnd;
    const target = blockSize(ledger.prng, total - emitted, blocks - i);
    const last = i === blocks - 1;
    // The block's transactions fall in the interval before its close time, so the last one is before "now".
    ledger.block.open(blockNs - intervalNs, target + (last ? RECENT_SYSTEM_TRANSACTIONS : 0), intervalNs);
    if (i > 0 && stakingPeriodDue(ledger, blockNs)) nodeStakeUpdate(ledger, blockNs);
    if (i > 0 && epochDay(blockNs) !== epochDay(previousEnd)) payNodeRewards(ledger);
    await fillBlock(ledger, target, plan);
    if (last) recentSystemTransactions(ledger);
    // After the block's own transactions, so the hourly update does not reshuffle what the block holds.
    if (i > 0) systemFileUpdates(ledger, previousEnd, blockNs);
    emitted += ledger.block.slotsUsed;
    ledger.closeBlock();
    // A balance file when a block closes in a new 15-minute slot: the balances as of this block's end.
    if (i > 0 && snapshotSlot(blockNs) !== snapshotSlot(timeline.blockTime(i - 1))) {
      snapshots.write(sink, state, ledger.block.current.consensusEnd);
    }
    if (sink.full) await writer.write(sink);
    options.onProgress?.(i + 1, blocks);
  }
  writeFinalState(ledger, endNs);
  await writer.write(sink);
  await writer.finished();
  await recordTopicMessageLookups(db, genesisTs - 1n);
  // Also after a run without the option: indexes an interrupted deferred run left dropped.
  await buildDeferredIndexes(db);
  return {
    seed,
    blocks,
    transactions: sink.counts.get('transaction') ?? 0,
    rows: Object.fromEntries(WRITTEN_TABLES.map((t) => [t, sink.counts.get(t) ?? 0])),
    elapsedMs: Math.round(performance.now() - started),
    startNs: timeline.startNs,
    endNs,
    history,
  };
}

/** How many top-level transactions the next block gets: around the remaining average, at least one. */
function blockSize(prng: Prng, remaining: number, blocksLeft: number): number {
  if (blocksLeft <= 1) return Math.max(1, remaining);
  const average = remaining / blocksLeft;
  return Math.max(1, Math.round(average * (0.5 + prng.float())));
}

/** What recentSystemTransactions adds to the last block. */
const RECENT_SYSTEM_TRANSACTIONS = 9;

/**
 * What the network did most recently: publish its simple fee schedule (HIP-1261, 0.0.113) and register the services
 * beside its consensus nodes (HIP-1137). In the last block, so that every block before it is what it was before
 * either existed: the demo ledger's other data (and the plans of the queries over it) do not move.
 */
function recentSystemTransactions(l: Ledger): void {
  updateSimpleFeeSchedule(l);
  registerNodes(l);
}

async function fillBlock(l: Ledger, target: number, plan: Step[]): Promise<void> {
  for (let attempts = 0; l.block.slotsUsed < target && attempts < target * 6; attempts++) {
    const scenario = plan.shift() ?? randomScenario(l);
    await scenario(l);
  }
  while (l.block.slotsUsed < Math.max(1, target)) treasuryPayout(l);
}

function writeFinalState(l: Ledger, endNs: bigint): void {
  const balanceTs = l.block.current.consensusEnd;
  writeEntities(l.sink, l.state, balanceTs);
  writeConsensusNodes(l.sink, l.state);
  writeTokenState(l.sink, l.state, balanceTs);
  writeContracts(l.sink, l.state);
  writeAirdrops(l.sink, l.state);
  writeSchedules(l.sink, l.state);
  for (const a of l.state.allowances.values()) writeAllowance(l, a);
  writeEntityStakes(l.sink, l.state, endNs, l.prng);
}

/**
 * The demo writes Ethereum amounts in weibars, as importers from 0.151 on do, so it records what such an importer
 * records: the weibar migration's row in Flyway's history, which the API reads to know the unit. The schema read
 * is dropped so that a handle that read it before sees the row.
 */
async function recordWeibarAmounts(db: Db): Promise<void> {
  const { version, description, script } = WEIBAR_MIGRATION_ROW;
  await db.query(
    `INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, checksum, installed_by, execution_time, success)
     SELECT COALESCE(MAX(installed_rank), 0) + 1, $1::text, $2::text, 'JDBC', $3::text, NULL, 'demo', 0, true FROM flyway_schema_history
     HAVING NOT EXISTS (SELECT 1 FROM flyway_schema_history WHERE description = $2::text)`,
    [version, description, script],
  );
  forgetLedgerSchema(db);
}

/**
 * Writes the sink's rows in the background, one transaction per batch and one batch at a time in order, while the
 * generator builds the next batch: PostgreSQL's work and the generator's overlap on two cores instead of taking
 * turns. At most two batches are held (one being written, one being built).
 */
class BackgroundWriter {
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  async write(sink: RowSink): Promise<void> {
    const batch = sink.take();
    // A failed write surfaces here, at the next batch or at finished(), not as an unhandled rejection meanwhile.
    await this.pending;
    this.pending = this.db.transaction((tx) => batch(tx));
    this.pending.catch(() => {});
  }

  finished(): Promise<void> {
    return this.pending;
  }
}

/** Empties every ledger table the generator writes (before regenerating). */
export async function wipeDemoLedger(db: Db): Promise<void> {
  const schema = await ledgerSchema(db);
  const tables = [...WRITTEN_TABLES, 'topic_message_lookup'].filter((t) => schema.hasTable(t));
  await db.exec(`TRUNCATE ${tables.join(', ')}`);
}

/** True when the ledger holds no transaction yet. */
export async function ledgerIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM transaction LIMIT 1');
  return rows.length === 0;
}
