/**
 * One contract result with everything the reference shows beside it: its block, its Ethereum transaction (and
 * that one's call data file), the logs and the state changes of the contracts the transaction involved.
 */
import { decodeEntityId } from '../core/entity-id';
import { ledgerSchema, type EthereumAmountUnit } from '../db/ledger-schema';
import type { Queryable } from '../db/types';
import type { ContractResultDetails } from '../schemas/v1/contract-result';
import {
  toContractResultDetailsWire,
  toResultStateChangeWire,
  type ContractResultRow,
  type StateChangeRow,
} from './contract-result-wire';
import { toContractResultLogWire, type ResultLogRow } from './contract-logs';
import { blocksOfTimestamps, ethereumTransactions, RESULT_COLUMNS, RESULT_FROM } from './contract-results';
import { SqlParams, withinMonthOf } from './sql';

/** contract_transaction: the contracts (and accounts) one transaction involved, as seen from one of them. */
interface InvolvedContracts {
  consensus_timestamp: bigint;
  payer_account_id: bigint;
  contract_ids: bigint[];
}

/** The transaction at `timestamp` as `entityId` took part in it, or null when it took no part. */
export async function involvedContracts(
  db: Queryable,
  timestamp: bigint,
  entityId: bigint,
): Promise<InvolvedContracts | null> {
  const rows = await db.query<InvolvedContracts & Record<string, unknown>>(
    `SELECT consensus_timestamp, payer_account_id, contract_ids FROM contract_transaction
     WHERE consensus_timestamp = $1 AND entity_id = $2${await withinMonthOf(db, 'contract_transaction', 'consensus_timestamp', timestamp)}`,
    [timestamp, entityId],
  );
  return rows[0] ?? null;
}

/** `column = ANY(ids)` when the transaction names its contracts, else no restriction. */
function amongContracts(params: SqlParams, column: string, ids: bigint[]): string {
  return ids.length ? params.anyOf(column, ids) : 'true';
}

async function resultRow(db: Queryable, involved: InvolvedContracts): Promise<ContractResultRow | null> {
  const params = new SqlParams();
  const rows = await db.query<ContractResultRow & Record<string, unknown>>(
    `SELECT ${RESULT_COLUMNS} FROM ${RESULT_FROM}
     WHERE cr.consensus_timestamp = ${params.bind(involved.consensus_timestamp)}
       ${await withinMonthOf(db, 'contract_result', 'cr.consensus_timestamp', involved.consensus_timestamp)}
       AND ${amongContracts(params, 'cr.contract_id', involved.contract_ids)}`,
    params.values,
  );
  return rows[0] ?? null;
}

async function logRows(db: Queryable, involved: InvolvedContracts): Promise<ResultLogRow[]> {
  const params = new SqlParams();
  return db.query<ResultLogRow & Record<string, unknown>>(
    `SELECT cl.bloom, cl.contract_id, cl.data, cl.index, cl.topic0, cl.topic1, cl.topic2, cl.topic3, e.evm_address
     FROM contract_log cl LEFT JOIN entity e ON e.id = cl.contract_id
     WHERE cl.consensus_timestamp = ${params.bind(involved.consensus_timestamp)}
       ${await withinMonthOf(db, 'contract_log', 'cl.consensus_timestamp', involved.consensus_timestamp)}
       AND ${amongContracts(params, 'cl.contract_id', involved.contract_ids)}
     ORDER BY cl.index`,
    params.values,
  );
}

/**
 * The state changes of the involved contracts, without the importer's migration rows, except those of the
 * contract the request names (the reference shows that one's migrated slots too).
 */
async function stateChangeRows(
  db: Queryable,
  involved: InvolvedContracts,
  contractId: bigint | undefined,
): Promise<StateChangeRow[]> {
  const params = new SqlParams();
  const among = amongContracts(params, 'csc.contract_id', involved.contract_ids);
  const which =
    contractId === undefined
      ? `${among} AND csc.migration IS FALSE`
      : `(csc.contract_id = ${params.bind(contractId)} OR (${among} AND csc.migration IS FALSE))`;
  return db.query<StateChangeRow & Record<string, unknown>>(
    `SELECT csc.contract_id, csc.slot, csc.value_read, csc.value_written, e.evm_address
     FROM contract_state_change csc LEFT JOIN entity e ON e.id = csc.contract_id
     WHERE csc.consensus_timestamp = ${params.bind(involved.consensus_timestamp)} AND ${which}
       ${await withinMonthOf(db, 'contract_state_change', 'csc.consensus_timestamp', involved.consensus_timestamp)}
     ORDER BY csc.contract_id, csc.slot`,
    params.values,
  );
}

const FIRST_USER_FILE = 1000n;
const FILE_CREATE = 17;
const FILE_APPEND = 16;
const FILE_UPDATE = 19;

/** A file's current contents: its last create or update, and the appends after it. */
async function fileContents(db: Queryable, fileId: bigint): Promise<Uint8Array | null> {
  const rows = await db.query<{ contents: Uint8Array | null }>(
    `SELECT string_agg(file_data, ''::bytea ORDER BY consensus_timestamp) AS contents FROM file_data
     WHERE entity_id = $1 AND transaction_type IN (${FILE_APPEND}, ${FILE_CREATE}, ${FILE_UPDATE})
       AND consensus_timestamp >= (
         SELECT max(consensus_timestamp) FROM file_data WHERE entity_id = $1 AND transaction_type IN (${FILE_CREATE}, ${FILE_UPDATE})
       )`,
    [fileId],
  );
  return rows[0]?.contents ?? null;
}

/**
 * The result of the transaction at `involved.consensus_timestamp`, or null when it has none. `contractId` is
 * the contract the request names (`/contracts/{id}/results/{timestamp}`), if any; `amountsIn` the unit of its
 * Ethereum amount and gas prices (`hbar=false`: weibars).
 */
export async function getContractResultDetails(
  db: Queryable,
  involved: InvolvedContracts,
  contractId?: bigint,
  amountsIn: EthereumAmountUnit = 'tinybar',
): Promise<{ result: ContractResultDetails; partial: boolean } | null> {
  const timestamp = involved.consensus_timestamp;
  const [schema, row, eth, blocks, logs, stateChanges] = await Promise.all([
    ledgerSchema(db),
    resultRow(db, involved),
    ethereumTransactions(db, [timestamp], [involved.payer_account_id], true),
    blocksOfTimestamps(db, [timestamp]),
    logRows(db, involved),
    stateChangeRows(db, involved, contractId),
  ]);
  if (!row) return null;
  const ethereum = eth.get(timestamp) ?? null;
  const callDataFile = ethereum?.call_data_id ?? null;
  const fileData =
    callDataFile !== null && decodeEntityId(callDataFile).num > FIRST_USER_FILE
      ? await fileContents(db, callDataFile)
      : null;
  const result = toContractResultDetailsWire(row, {
    block: blocks.get(timestamp) ?? null,
    eth: ethereum,
    logs: logs.map(toContractResultLogWire),
    stateChanges: stateChanges.map(toResultStateChangeWire),
    fileData,
    units: { stored: schema.ethereumAmounts, answer: amountsIn },
  });
  // No call result recorded: the reference answers what it has with 206 Partial Content.
  return { result, partial: row.call_result === null };
}
