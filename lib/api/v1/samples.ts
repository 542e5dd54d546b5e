/**
 * Path values that exist in a demo ledger, from which each route record builds its sample requests (read by the
 * route-wide tests and by the per-endpoint benchmark). A new kind of value is a new member here and its lookup below.
 */
import { formatTimestamp } from '../../core/timestamp';
import type { Db } from '../../db';

export interface SampleValues {
  account: string;
  nftOwner: string;
  rewardAccount: string;
  cryptoAllowanceOwner: string;
  tokenAllowanceOwner: string;
  nftAllowanceOwner: string;
  nftAllowanceSpender: string;
  airdropSender: string;
  airdropReceiver: string;
  transactionId: string;
  transactionHash: string;
  contractTransactionId: string;
  contractHash: string;
  /** A contract with storage, its CREATE2 address (or its id when the ledger has none) and a time inside its life. */
  contractId: string;
  contractEvmAddress: string;
  contractTimestamp: string;
  /** A contract whose init code was uploaded as a file. */
  contractFromFile: string;
  /** A contract with results, and the timestamp of one of them (a top-level call of it). */
  resultContract: string;
  resultTimestamp: string;
  blockNumber: string;
  blockHash: string;
  scheduleId: string;
  tokenId: string;
  /** The topic with the most messages, and the consensus time of one of its messages. */
  topicId: string;
  topicMessageTimestamp: string;
  /** An account with hooks, and one of its hooks that has storage. */
  hookOwner: string;
  hookId: string;
  /** A fungible token with associated holders. */
  fungibleTokenId: string;
  /** A non-fungible token and one of its serials that has changed hands. */
  nftTokenId: string;
  nftSerial: string;
  /** The newest block's end, in whole seconds: time filters of the samples count back from it. */
  ledgerEndSeconds: number;
  /** A consensus time (seconds.nanos) at or after the ledger's newest balance snapshot. */
  balanceTimestamp: string;
  /** A contract that emitted logs, one of its topic0 values and a timestamp window (under 7 days) holding such logs. */
  logContractId: string;
  logTopic0: string;
  logWindowStart: string;
  logWindowEnd: string;
  /** The 48-byte hash (hex) of a transaction with logs. */
  logTransactionHash: string;
}

const id = (n: unknown) => `0.0.${String(n)}`;
const hex = (bytes: unknown) => Buffer.from(bytes as Uint8Array).toString('hex');

async function one(db: Db, sql: string): Promise<Record<string, unknown>> {
  const [row] = await db.query(sql);
  if (!row) throw new Error(`demo ledger has no row for: ${sql}`);
  return row;
}

async function top(db: Db, table: string, column: string): Promise<string> {
  const row = await one(
    db,
    `SELECT ${column} AS v FROM ${table} GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT 1`,
  );
  return id(row.v);
}

/** The NFT with the longest history (most versions in nft_history). */
async function movedNft(db: Db): Promise<{ nftTokenId: string; nftSerial: string }> {
  const row = await one(
    db,
    `SELECT n.token_id, n.serial_number FROM nft n LEFT JOIN nft_history h USING (token_id, serial_number)
     GROUP BY 1, 2 ORDER BY count(h.token_id) DESC, 1, 2 LIMIT 1`,
  );
  return { nftTokenId: id(row.token_id), nftSerial: String(row.serial_number) };
}

/**
 * Path values that exist in a ledger made by the demo generator (of any size), chosen so every route's first sample
 * answers a non-empty 200. Its GROUP BY lookups read whole tables: for tests and benchmarks, never for serving.
 */
export async function findSampleValues(db: Db): Promise<SampleValues> {
  const tx = await one(
    db,
    `SELECT t.payer_account_id, t.valid_start_ns, h.hash, h.hash_suffix FROM transaction t JOIN transaction_hash h USING (consensus_timestamp)
     WHERE t.nonce = 0 ORDER BY t.consensus_timestamp DESC LIMIT 1`,
  );
  const contract = await one(
    db,
    `SELECT t.payer_account_id, t.valid_start_ns, c.hash FROM contract_action a
     JOIN transaction t ON t.consensus_timestamp = a.consensus_timestamp
     JOIN contract_transaction_hash c ON c.consensus_timestamp = a.consensus_timestamp
     GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 1`,
  );
  const hook = await one(
    db,
    'SELECT owner_id, hook_id FROM hook_storage GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1',
  );
  // The contract with the most storage changes, preferring a CREATE2 one (it has its own EVM address).
  const contractWithState = await one(
    db,
    `SELECT e.id, e.evm_address, max(s.consensus_timestamp) AS ts FROM contract_state_change s JOIN entity e ON e.id = s.contract_id
     GROUP BY e.id, e.evm_address ORDER BY (e.evm_address IS NOT NULL) DESC, count(*) DESC, e.id LIMIT 1`,
  );
  const log = await one(
    db,
    `SELECT l.contract_id, l.topic0, l.consensus_timestamp, h.hash, h.hash_suffix FROM contract_log l
     JOIN transaction_hash h ON h.consensus_timestamp = l.consensus_timestamp
     WHERE l.contract_id = (SELECT contract_id FROM contract_log GROUP BY contract_id ORDER BY count(*) DESC, contract_id LIMIT 1)
       AND l.topic0 IS NOT NULL
     ORDER BY l.consensus_timestamp DESC, l.index LIMIT 1`,
  );
  const logNs = log.consensus_timestamp as bigint;
  const seconds = (ns: bigint) => `${ns / 1_000_000_000n}.${String(ns % 1_000_000_000n).padStart(9, '0')}`;
  const block = await one(db, 'SELECT index, hash FROM record_file ORDER BY consensus_end DESC OFFSET 5 LIMIT 1');
  const result = await one(
    db,
    `SELECT r.contract_id, r.consensus_timestamp FROM contract_result r
     JOIN contract_transaction c ON c.consensus_timestamp = r.consensus_timestamp AND c.entity_id = r.contract_id
     WHERE r.transaction_nonce = 0 AND r.call_result IS NOT NULL ORDER BY r.consensus_timestamp DESC LIMIT 1`,
  );
  const txId = (r: Record<string, unknown>) => {
    const ns = r.valid_start_ns as bigint;
    return `${id(r.payer_account_id)}-${ns / 1_000_000_000n}-${String(ns % 1_000_000_000n).padStart(9, '0')}`;
  };
  return {
    account: await top(db, 'transaction', 'payer_account_id'),
    // Burned and wiped NFTs are owned by nobody: only live ones name an owner.
    nftOwner: await top(db, '(SELECT account_id FROM nft WHERE NOT deleted) live', 'account_id'),
    rewardAccount: await top(db, 'staking_reward_transfer', 'account_id'),
    cryptoAllowanceOwner: await top(db, 'crypto_allowance', 'owner'),
    tokenAllowanceOwner: await top(db, 'token_allowance', 'owner'),
    nftAllowanceOwner: await top(db, 'nft_allowance', 'owner'),
    nftAllowanceSpender: await top(db, 'nft_allowance', 'spender'),
    airdropSender: await top(db, 'token_airdrop', 'sender_account_id'),
    airdropReceiver: await top(db, 'token_airdrop', 'receiver_account_id'),
    transactionId: txId(tx),
    // Stored as a 32-byte prefix plus the 16-byte rest, as the Mirror Node does.
    transactionHash: hex(tx.hash) + (tx.hash_suffix ? hex(tx.hash_suffix) : ''),
    contractTransactionId: txId(contract),
    contractHash: `0x${hex(contract.hash)}`,
    contractId: id(contractWithState.id),
    contractEvmAddress: contractWithState.evm_address
      ? `0x${hex(contractWithState.evm_address)}`
      : id(contractWithState.id),
    contractFromFile: id((await one(db, 'SELECT id FROM contract WHERE file_id IS NOT NULL ORDER BY id LIMIT 1')).id),
    contractTimestamp: `${(contractWithState.ts as bigint) / 1_000_000_000n}.${String((contractWithState.ts as bigint) % 1_000_000_000n).padStart(9, '0')}`,
    resultContract: id(result.contract_id),
    resultTimestamp: formatTimestamp(result.consensus_timestamp as bigint)!,
    blockNumber: String(block.index),
    blockHash: String(block.hash),
    scheduleId: id((await one(db, 'SELECT schedule_id FROM schedule ORDER BY schedule_id LIMIT 1')).schedule_id),
    tokenId: id((await one(db, 'SELECT token_id FROM token ORDER BY token_id LIMIT 1')).token_id),
    topicId: await top(db, 'topic_message', 'topic_id'),
    hookOwner: id(hook.owner_id),
    hookId: String(hook.hook_id),
    topicMessageTimestamp: formatTimestamp(
      (await one(db, 'SELECT max(consensus_timestamp) AS ts FROM topic_message')).ts as bigint,
    )!,
    fungibleTokenId: await top(
      db,
      `token_account a JOIN token t ON t.token_id = a.token_id AND t.type = 'FUNGIBLE_COMMON'`,
      'a.token_id',
    ),
    ...(await movedNft(db)),
    ledgerEndSeconds: Number((await one(db, 'SELECT max(consensus_end) / 1000000000 AS s FROM record_file')).s),
    balanceTimestamp: String((await one(db, 'SELECT max(consensus_end) / 1000000000 + 1 AS s FROM record_file')).s),
    logContractId: id(log.contract_id),
    logTopic0: `0x${hex(log.topic0).padStart(64, '0')}`,
    logWindowStart: seconds(logNs - 86_400_000_000_000n),
    logWindowEnd: seconds(logNs),
    logTransactionHash: hex(log.hash) + (log.hash_suffix ? hex(log.hash_suffix) : ''),
  };
}
