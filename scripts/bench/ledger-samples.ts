/**
 * Samples the served ledger for the URL mix, straight from the database (so both servers get the same URLs and
 * neither chooses them). Random but repeatable: PostgreSQL's random() seeded with setseed in one transaction.
 */
import type { Db, Queryable } from '../../lib/db/types';
import type { LedgerSamples } from './url-mix';

const hex = (bytes: Uint8Array | null): string | null => (bytes ? Buffer.from(bytes).toString('hex') : null);

async function ids(q: Queryable, sql: string, limit: number): Promise<bigint[]> {
  const rows = await q.query<{ id: bigint }>(`SELECT id FROM (${sql}) candidates ORDER BY random() LIMIT $1`, [limit]);
  return rows.map((r) => r.id);
}

export async function sampleLedger(db: Db, seed = 0.42): Promise<LedgerSamples> {
  return db.transaction(async (q) => {
    await q.query('SELECT setseed($1)', [seed]);
    // Random instants between the first and last transaction, each taken to the next top-level transaction:
    // an index range scan per point rather than a sort of a million rows.
    const transactions = await q.query<{
      payer_account_id: bigint;
      valid_start_ns: bigint;
      consensus_timestamp: bigint;
      transaction_hash: Uint8Array;
    }>(
      `WITH bounds AS (SELECT min(consensus_timestamp) AS lo, max(consensus_timestamp) AS hi FROM transaction),
            points AS (SELECT lo + floor(random() * (hi - lo))::bigint AS ts FROM bounds, generate_series(1, $1))
       SELECT t.payer_account_id, t.valid_start_ns, t.consensus_timestamp, t.transaction_hash
         FROM points CROSS JOIN LATERAL (
           SELECT payer_account_id, valid_start_ns, consensus_timestamp, transaction_hash FROM transaction
            WHERE consensus_timestamp >= points.ts AND nonce = 0 AND NOT scheduled
            ORDER BY consensus_timestamp LIMIT 1) t`,
      [80],
    );
    // by hash, /contracts/results/{hash}/actions takes the 32-byte Ethereum hash of contract_result (the reference
    // answers 400 for the 48-byte transaction hash)
    const contractCalls = await q.query<{
      payer_account_id: bigint;
      valid_start_ns: bigint;
      ethereum_hash: Uint8Array;
    }>(
      `SELECT t.payer_account_id, t.valid_start_ns, r.transaction_hash AS ethereum_hash
         FROM (SELECT DISTINCT consensus_timestamp FROM contract_action ORDER BY 1 DESC LIMIT 2000) a
         JOIN transaction t ON t.consensus_timestamp = a.consensus_timestamp AND t.nonce = 0 AND NOT t.scheduled
         JOIN contract_result r ON r.consensus_timestamp = a.consensus_timestamp AND length(r.transaction_hash) = 32
        ORDER BY random() LIMIT 20`,
    );
    const contractResults = await q.query<{ contract_id: bigint; consensus_timestamp: bigint }>(
      `SELECT contract_id, consensus_timestamp
         FROM (SELECT contract_id, consensus_timestamp FROM contract_result WHERE transaction_nonce = 0 ORDER BY consensus_timestamp DESC LIMIT 2000) r
        ORDER BY random() LIMIT 20`,
    );
    const accounts = await q.query<{ id: bigint; evm_address: Uint8Array | null }>(
      `SELECT id, evm_address FROM entity WHERE type = 'ACCOUNT' AND id > 1000 AND deleted IS NOT TRUE ORDER BY random() LIMIT 60`,
    );
    const contracts = await q.query<{ id: bigint; evm_address: Uint8Array | null }>(
      `SELECT id, evm_address FROM entity WHERE type = 'CONTRACT' AND deleted IS NOT TRUE ORDER BY random() LIMIT 20`,
    );
    const blocks = await q.query<{ index: bigint; hash: string }>(
      `WITH bounds AS (SELECT min(index) AS lo, max(index) AS hi FROM record_file),
            points AS (SELECT lo + floor(random() * (hi - lo + 1))::bigint AS n FROM bounds, generate_series(1, 40))
       SELECT r.index, r.hash
         FROM points CROSS JOIN LATERAL (SELECT index, hash FROM record_file WHERE index >= points.n ORDER BY index LIMIT 1) r`,
    );
    // Random topics, each with a random sequence number up to its newest: index probes on (topic_id, sequence_number).
    const topicMessages = await q.query<{ topic_id: bigint; sequence_number: bigint; consensus_timestamp: bigint }>(
      `SELECT m.topic_id, m.sequence_number, m.consensus_timestamp
         FROM (SELECT id FROM topic ORDER BY random() LIMIT 10) t
         CROSS JOIN LATERAL (SELECT max(sequence_number) AS top FROM topic_message WHERE topic_id = t.id) n
         CROSS JOIN LATERAL (SELECT topic_id, sequence_number, consensus_timestamp FROM topic_message
                              WHERE topic_id = t.id AND sequence_number >= 1 + floor(random() * n.top)::bigint
                              ORDER BY sequence_number LIMIT 1) m`,
    );
    // Logs at random instants (the next one after each, by the primary key), for by-contract and by-topic lists.
    const logs = await q.query<{ contract_id: bigint; topic0: Uint8Array; consensus_timestamp: bigint }>(
      `WITH bounds AS (SELECT min(consensus_timestamp) AS lo, max(consensus_timestamp) AS hi FROM contract_log),
            points AS (SELECT lo + floor(random() * (hi - lo))::bigint AS ts FROM bounds, generate_series(1, 20))
       SELECT l.contract_id, l.topic0, l.consensus_timestamp
         FROM points CROSS JOIN LATERAL (
           SELECT contract_id, topic0, consensus_timestamp FROM contract_log
            WHERE consensus_timestamp >= points.ts AND topic0 IS NOT NULL ORDER BY consensus_timestamp LIMIT 1) l`,
    );
    return {
      transactions: transactions.map((t) => ({
        payer: t.payer_account_id,
        validStartNs: t.valid_start_ns,
        consensusNs: t.consensus_timestamp,
        hashHex: hex(t.transaction_hash)!,
      })),
      contractCalls: contractCalls.map((c) => ({
        payer: c.payer_account_id,
        validStartNs: c.valid_start_ns,
        ethereumHashHex: hex(c.ethereum_hash)!,
      })),
      contractResults: contractResults.map((r) => ({ contract: r.contract_id, consensusNs: r.consensus_timestamp })),
      accounts: accounts.map((a) => ({ id: a.id, evmAddressHex: hex(a.evm_address) })),
      tokenHolders: await ids(q, `SELECT DISTINCT account_id AS id FROM token_account WHERE associated`, 25),
      nftOwners: await ids(
        q,
        `SELECT DISTINCT account_id AS id FROM nft WHERE account_id IS NOT NULL AND deleted IS NOT TRUE`,
        20,
      ),
      rewardedAccounts: await ids(q, `SELECT DISTINCT account_id AS id FROM staking_reward_transfer`, 20),
      cryptoAllowanceOwners: await ids(q, `SELECT DISTINCT owner AS id FROM crypto_allowance`, 20),
      tokenAllowanceOwners: await ids(q, `SELECT DISTINCT owner AS id FROM token_allowance`, 15),
      blocks: blocks.map((b) => ({ number: b.index, hashHex: b.hash })),
      contracts: contracts.map((c) => ({ id: c.id, evmAddressHex: hex(c.evm_address) })),
      logContracts: [...new Set(logs.map((l) => l.contract_id))],
      logTopics: logs.map((l) => ({ topic0Hex: hex(l.topic0)!.padStart(64, '0'), consensusNs: l.consensus_timestamp })),
      tokens: await ids(q, `SELECT token_id AS id FROM token`, 30),
      fungibleTokens: await ids(
        q,
        `SELECT DISTINCT a.token_id AS id FROM token_account a JOIN token t ON t.token_id = a.token_id AND t.type = 'FUNGIBLE_COMMON' WHERE a.associated`,
        15,
      ),
      nfts: (
        await q.query<{ token_id: bigint; serial_number: bigint }>(
          `SELECT token_id, serial_number FROM nft ORDER BY random() LIMIT 20`,
        )
      ).map((n) => ({ tokenId: n.token_id, serial: n.serial_number })),
      schedules: await ids(q, `SELECT schedule_id AS id FROM schedule`, 25),
      topicMessages: topicMessages.map((m) => ({
        topicId: m.topic_id,
        sequence: m.sequence_number,
        consensusNs: m.consensus_timestamp,
      })),
      // Every snapshot has the treasury: its rows are the snapshots (one index range on each monthly partition).
      balanceSnapshots: await ids(q, `SELECT consensus_timestamp AS id FROM account_balance WHERE account_id = 2`, 5),
    };
  });
}
