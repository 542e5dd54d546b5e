/**
 * The ledger as the EVM reads it at one block (lib/evm's LedgerView): entities with their balance and nonce,
 * runtime bytecode, storage, token facts, the exchange rate. One statement per kind of read, on the Mirror Node's
 * own indexes; each answer is kept for the call, so a slot or an account read twice costs one round trip.
 *
 * At the newest block every read is of the current tables. At an older block, entities come from `entity` and
 * `entity_history` by the version live then, storage from each slot's newest `contract_state_change` up to the
 * block, and hbar balances from the newest balance snapshot before the block plus the transfers since, as the
 * web3 module reads them. Token facts have no such history here, so the token facade refuses older blocks
 * (lib/evm/system-contracts.ts).
 */
import { entityIdToLongZero } from '../core/entity-id';
import { hexToBytes } from '../core/hex';
import type { Queryable } from '../db/types';
import { longZeroEntityId } from '../evm/address';
import type { EvmBlock, EvmEntity, EvmNft, EvmToken, EvmTokenAccount, LedgerView } from '../evm/ledger-view';
import { blockNumberMonths, blockRowsByHash, edgeBlockRow } from './blocks';
import { firstDayOfMonth } from './account-history';
import { tokenInfoNow } from './evm-token-info';
import { exchangeRateAt } from './exchange-rate';

/** Which block a call runs in, as the request's `block` names it. */
export type BlockSelector = { tag: 'latest' } | { tag: 'earliest' } | { number: bigint } | { hash: string };

interface BlockRow extends Record<string, unknown> {
  index: bigint;
  consensus_end: bigint;
  hash: string;
}

const BLOCK_COLUMNS = 'index, consensus_end, hash';

async function blockRow(db: Queryable, selector: BlockSelector): Promise<BlockRow | null> {
  if ('tag' in selector)
    return edgeBlockRow<BlockRow>(db, BLOCK_COLUMNS, selector.tag === 'latest' ? 'newest' : 'oldest');
  if ('hash' in selector) return (await blockRowsByHash<BlockRow>(db, BLOCK_COLUMNS, selector.hash))[0] ?? null;
  // on v2 only the months whose block numbers hold it (`blockNumberMonths`)
  const months = await blockNumberMonths(db, selector.number);
  if (months === null) return null;
  const rows = await db.query<BlockRow>(`SELECT ${BLOCK_COLUMNS} FROM record_file WHERE index = $1${months} LIMIT 1`, [
    selector.number,
  ]);
  return rows[0] ?? null;
}

const newestEnd = async (db: Queryable): Promise<bigint | null> =>
  (await edgeBlockRow<{ consensus_end: bigint }>(db, 'consensus_end', 'newest'))?.consensus_end ?? null;

interface EntityRow extends Record<string, unknown> {
  id: bigint;
  type: string;
  balance: bigint | null;
  ethereum_nonce: bigint | null;
  evm_address: Uint8Array | null;
  deleted: boolean | null;
}

const ENTITY_COLUMNS = 'id, type, balance, ethereum_nonce, evm_address, deleted';

const KINDS: Record<string, EvmEntity['kind']> = { ACCOUNT: 'account', CONTRACT: 'contract', TOKEN: 'token' };

/** Answers one view keeps per kind of read; past it the kind starts over (a view of the newest block lives on). */
const MAX_MEMO_ENTRIES = 20_000;

/**
 * Memoises an async read by key for the life of one view. A failed read is forgotten, so the next call asks again
 * rather than inheriting the failure.
 */
function memo<K, V>(read: (key: K) => Promise<V>, keyOf: (key: K) => string): (key: K) => Promise<V> {
  const seen = new Map<string, Promise<V>>();
  return (key) => {
    const k = keyOf(key);
    let value = seen.get(k);
    if (!value) {
      if (seen.size >= MAX_MEMO_ENTRIES) seen.clear();
      value = read(key);
      seen.set(k, value);
      value.catch(() => seen.delete(k));
    }
    return value;
  };
}

const hexKey = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

class LedgerStateView implements LedgerView {
  /** Reads see the ledger as of this consensus time (inclusive). */
  private readonly asOf: bigint;

  constructor(
    private readonly db: Queryable,
    readonly block: EvmBlock,
    asOf = block.timestampNs,
  ) {
    this.asOf = asOf;
  }

  /** The entity version live at the block: the current row at the newest block, else the newest version up to it. */
  private async entityRow(column: 'id' | 'evm_address', value: bigint | Uint8Array): Promise<EntityRow | null> {
    if (this.block.latest) {
      const rows = await this.db.query<EntityRow>(`SELECT ${ENTITY_COLUMNS} FROM entity WHERE ${column} = $1 LIMIT 1`, [
        value,
      ]);
      return rows[0] ?? null;
    }
    const rows = await this.db.query<EntityRow>(
      `SELECT ${ENTITY_COLUMNS} FROM (
         SELECT ${ENTITY_COLUMNS}, timestamp_range FROM entity WHERE ${column} = $1 AND lower(timestamp_range) <= $2
         UNION ALL
         SELECT ${ENTITY_COLUMNS}, timestamp_range FROM entity_history WHERE ${column} = $1 AND lower(timestamp_range) <= $2
       ) v ORDER BY lower(timestamp_range) DESC LIMIT 1`,
      [value, this.asOf],
    );
    return rows[0] ?? null;
  }

  /**
   * An account's hbar balance at an older block: the newest snapshot up to it plus the transfers since. The
   * transfers repeat the snapshot window's own bounds ($2, $3) so the planner reads only those months' partitions
   * (v2): the snapshot's time is known only when the statement runs.
   */
  private async balanceAt(id: bigint): Promise<bigint> {
    const at = this.asOf;
    const since = firstDayOfMonth(at, -1);
    const rows = await this.db.query<{ balance: bigint | null; moved: bigint | string | null }>(
      `WITH snapshot AS (
         SELECT consensus_timestamp, balance FROM account_balance
         WHERE account_id = $1 AND consensus_timestamp >= $2 AND consensus_timestamp <= $3
         ORDER BY consensus_timestamp DESC LIMIT 1)
       SELECT (SELECT balance FROM snapshot) AS balance,
         (SELECT coalesce(sum(amount), 0) FROM crypto_transfer
          WHERE entity_id = $1 AND entity_id <> 98 AND consensus_timestamp >= $2 AND consensus_timestamp <= $3
            AND consensus_timestamp > coalesce((SELECT consensus_timestamp FROM snapshot), $2)) AS moved`,
      [id, since, at],
    );
    const row = rows[0];
    return (row?.balance ?? 0n) + BigInt(row?.moved ?? 0);
  }

  private async toEntity(row: EntityRow | null): Promise<EvmEntity | null> {
    if (!row || row.deleted) return null;
    return {
      id: row.id,
      balance: this.block.latest ? (row.balance ?? 0n) : await this.balanceAt(row.id),
      nonce: row.ethereum_nonce ?? 0n,
      kind: KINDS[row.type] ?? 'other',
      evmAddress: row.evm_address && row.evm_address.length === 20 ? row.evm_address : null,
    };
  }

  private readonly byId = memo(async (id: bigint) => this.toEntity(await this.entityRow('id', id)), String);
  private readonly byEvmAddress = memo(
    async (address: Uint8Array) => this.toEntity(await this.entityRow('evm_address', address)),
    hexKey,
  );

  async entityAt(address: Uint8Array): Promise<EvmEntity | null> {
    const id = longZeroEntityId(address);
    return id === null ? this.byEvmAddress(address) : this.byId(id);
  }

  runtimeCode = memo(async (contractId: bigint) => {
    const rows = await this.db.query<{ runtime_bytecode: Uint8Array | null }>(
      'SELECT runtime_bytecode FROM contract WHERE id = $1',
      [contractId],
    );
    const code = rows[0]?.runtime_bytecode;
    return code && code.length ? code : null;
  }, String);

  private readonly slotValue = memo(
    ({ contractId, slot }: { contractId: bigint; slot: Uint8Array }) => this.storageRead(contractId, slot),
    ({ contractId, slot }) => `${contractId}_${hexKey(slot)}`,
  );

  storage(contractId: bigint, slot: Uint8Array): Promise<Uint8Array> {
    return this.slotValue({ contractId, slot });
  }

  private async storageRead(contractId: bigint, slot: Uint8Array): Promise<Uint8Array> {
    if (this.block.latest) {
      const rows = await this.db.query<{ value: Uint8Array | null }>(
        'SELECT value FROM contract_state WHERE contract_id = $1 AND slot = $2',
        [contractId, slot],
      );
      return rows[0]?.value ?? new Uint8Array(0);
    }
    // The importer stores a change's slot without its leading zero bytes.
    const first = slot.findIndex((b) => b !== 0);
    const rows = await this.db.query<{ value: Uint8Array | null }>(
      `SELECT coalesce(value_written, value_read) AS value FROM contract_state_change
       WHERE contract_id = $1 AND slot = $2 AND consensus_timestamp <= $3
       ORDER BY consensus_timestamp DESC LIMIT 1`,
      [contractId, first < 0 ? new Uint8Array(0) : slot.subarray(first), this.asOf],
    );
    return rows[0]?.value ?? new Uint8Array(0);
  }

  async addressOf(entityId: bigint): Promise<Uint8Array> {
    const entity = await this.byId(entityId);
    return entity?.evmAddress ?? hexToBytes(entityIdToLongZero(entityId).slice(2));
  }

  token = memo(async (tokenId: bigint): Promise<EvmToken | null> => {
    const rows = await this.db.query<{
      name: string;
      symbol: string;
      decimals: bigint;
      total_supply: bigint;
      type: EvmToken['type'];
      pause_status: string;
    }>('SELECT name, symbol, decimals, total_supply, type, pause_status FROM token WHERE token_id = $1', [tokenId]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: tokenId,
      name: row.name,
      symbol: row.symbol,
      decimals: row.decimals,
      totalSupply: row.total_supply,
      type: row.type,
      paused: row.pause_status === 'PAUSED',
    };
  }, String);

  tokenInfo = memo((tokenId: bigint) => tokenInfoNow(this.db, tokenId), String);

  /** freeze_status 1 is FROZEN and kyc_status 2 REVOKED, as the importer stores TokenFreezeStatus and TokenKycStatus. */
  async tokenAccount(tokenId: bigint, accountId: bigint): Promise<EvmTokenAccount | null> {
    const rows = await this.db.query<{ balance: bigint; freeze_status: number | null; kyc_status: number | null }>(
      'SELECT balance, freeze_status, kyc_status FROM token_account WHERE account_id = $1 AND token_id = $2 AND associated',
      [accountId, tokenId],
    );
    const row = rows[0];
    return row
      ? { balance: row.balance, frozen: Number(row.freeze_status) === 1, kycRevoked: Number(row.kyc_status) === 2 }
      : null;
  }

  async tokenAllowance(tokenId: bigint, ownerId: bigint, spenderId: bigint): Promise<bigint> {
    const rows = await this.db.query<{ amount: bigint }>(
      'SELECT amount FROM token_allowance WHERE owner = $1 AND spender = $2 AND token_id = $3',
      [ownerId, spenderId, tokenId],
    );
    return rows[0]?.amount ?? 0n;
  }

  async nft(tokenId: bigint, serial: bigint): Promise<EvmNft | null> {
    const rows = await this.db.query<{
      account_id: bigint | null;
      spender: bigint | null;
      metadata: Uint8Array | null;
      deleted: boolean | null;
      created_timestamp: bigint | null;
    }>(
      'SELECT account_id, spender, metadata, deleted, created_timestamp FROM nft WHERE token_id = $1 AND serial_number = $2',
      [tokenId, serial],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      owner: row.deleted ? null : row.account_id,
      spender: row.spender,
      metadata: row.metadata ?? new Uint8Array(0),
      createdTimestampNs: row.created_timestamp ?? 0n,
    };
  }

  async approvedForAll(tokenId: bigint, ownerId: bigint, operatorId: bigint): Promise<boolean> {
    const rows = await this.db.query<{ approved_for_all: boolean }>(
      'SELECT approved_for_all FROM nft_allowance WHERE owner = $1 AND spender = $2 AND token_id = $3',
      [ownerId, operatorId, tokenId],
    );
    return rows[0]?.approved_for_all ?? false;
  }

  async exchangeRate() {
    const file = await exchangeRateAt(this.db, { lower: null, upper: this.asOf });
    if (!file) return null;
    return {
      hbarEquivalent: BigInt(file.contents.current.hbar_equivalent),
      centEquivalent: BigInt(file.contents.current.cent_equivalent),
    };
  }
}

/**
 * The view of the newest block, per database: calls at `latest` share it, and with it every entity, code, slot and
 * token fact it has read, until a newer block comes. The importer writes a block's rows and its record_file row in
 * one transaction, so while the newest record file is the same, so is every answer (as the web3 module caches
 * contract code, entities and storage, but keyed by the block rather than by a timer). A call's writes never reach
 * the view: they stay in its state manager's overlay.
 */
const newestViews = new WeakMap<Queryable, LedgerStateView>();

/** The ledger at the block the selector names, or null when there is no such block. */
export async function ledgerViewAt(db: Queryable, selector: BlockSelector): Promise<LedgerView | null> {
  const row = await blockRow(db, selector);
  if (!row) return null;
  const newest = 'tag' in selector && selector.tag === 'latest' ? row.consensus_end : await newestEnd(db);
  const latest = row.consensus_end === newest;
  const cached = latest ? newestViews.get(db) : undefined;
  if (cached && cached.block.timestampNs === row.consensus_end && cached.block.number === row.index) return cached;
  const view = new LedgerStateView(db, {
    number: row.index,
    timestampNs: row.consensus_end,
    hash: hexToBytes(row.hash.replace(/^0x/, '')),
    latest,
  });
  if (latest) newestViews.set(db, view);
  return view;
}

/** A recorded contract transaction, as re-execution needs it: who called what with which input and gas. */
export interface RecordedCall {
  timestamp: bigint;
  contractId: bigint;
  senderId: bigint | null;
  input: Uint8Array;
  gasLimit: bigint;
  /** Tinybars sent with the call. */
  amount: bigint;
  /** The transaction created the contract (CONTRACTCREATEINSTANCE): the input is its init code. */
  create: boolean;
}

const CONTRACT_CREATE_INSTANCE = 8;

export async function recordedCall(db: Queryable, timestamp: bigint, payer: bigint): Promise<RecordedCall | null> {
  const rows = await db.query<{
    contract_id: bigint;
    sender_id: bigint | null;
    function_parameters: Uint8Array;
    gas_limit: bigint;
    amount: bigint | null;
    type: number;
  }>(
    `SELECT r.contract_id, r.sender_id, r.function_parameters, r.gas_limit, r.amount, t.type
     FROM contract_result r JOIN transaction t ON t.consensus_timestamp = r.consensus_timestamp AND t.payer_account_id = r.payer_account_id
     WHERE r.consensus_timestamp = $1 AND r.payer_account_id = $2`,
    [timestamp, payer],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    timestamp,
    contractId: row.contract_id,
    senderId: row.sender_id,
    input: row.function_parameters,
    gasLimit: row.gas_limit,
    amount: row.amount ?? 0n,
    create: row.type === CONTRACT_CREATE_INSTANCE,
  };
}

/**
 * The ledger just before a consensus timestamp, as the transaction at it ran: in the block that holds it, at its
 * consensus time, reading the state as of the nanosecond before, with the previous block's hash as the seed (a
 * call at block N runs after N, with N's hash: the same seed the transactions of block N + 1 see).
 */
export async function ledgerViewBefore(db: Queryable, timestamp: bigint): Promise<LedgerView | null> {
  const rows = await db.query<BlockRow & { prev_hash: string }>(
    `SELECT ${BLOCK_COLUMNS}, prev_hash FROM record_file WHERE consensus_end >= $1 ORDER BY consensus_end LIMIT 1`,
    [timestamp],
  );
  const row = rows[0];
  if (!row) return null;
  const block = {
    number: row.index,
    timestampNs: timestamp,
    hash: hexToBytes(row.prev_hash.replace(/^0x/, '')),
    latest: false,
  };
  return new LedgerStateView(db, block, timestamp - 1n);
}
