/**
 * Contract results: every contract's (`/contracts/results`), one contract's (`/contracts/{id}/results`), and one
 * result by transaction id or hash, or by contract and timestamp.
 */
import { parseTimestamp } from '../../../core/timestamp';
import { findTransactionByHash, findTransactionById } from '../../../ledger/contract-actions';
import { getContractResultDetails, involvedContracts } from '../../../ledger/contract-result-details';
import { listContractResultDetails, listContractResults } from '../../../ledger/contract-results';
import {
  ContractResultDetails,
  ContractResultDetailsListResponse,
  ContractResultsResponse,
} from '../../../schemas/v1/contract-result';
import type { ApiContext } from '../context';
import { invalidArgument, invalidParameters, notFound } from '../../errors';
import type { EthereumAmountUnit } from '../../../db/ledger-schema';
import { checkedListQuery, contractResultListParams, resultsPage } from '../contract-results-list';
import { amountsUnit, hbarParam } from '../hbar-param';
import { contractIdFromPath, parseContractRef } from '../contract-path';
import { partialContent, route, type AnyRoute } from '../route';
import { INVALID_TRANSACTION_ID, parseTransactionIdOrHash } from '../transaction-id';
import { nonceParam } from './transactions';

const ETH_HASH = /^(?:0x)?([0-9a-fA-F]{64})$/;
const TRANSACTION_ID = '(\\d{1,10})\\.(\\d{1,10})\\.(\\d{1,10})-(\\d{1,19})-(\\d{1,9})';
const SINGLE_RESULT_MAX_AGE = 600;

const contractPathDoc = {
  description:
    'The contract: its id, or its EVM address (long-zero or CREATE2), with optional 0x or shard.realm. prefix',
  schema: { type: 'string', pattern: '^((\\d{1,10}\\.){0,2}\\d{1,10}|((\\d{1,10}\\.){0,2}|0x)?[A-Fa-f0-9]{40})$' },
};

/** One result with its logs and state changes; 206 when its call result is missing, 404 when it has none. */
async function singleResult(
  ctx: ApiContext,
  amountsIn: EthereumAmountUnit,
  timestamp: bigint,
  entityId: bigint,
  contractId?: bigint,
) {
  const involved = await involvedContracts(ctx.db, timestamp, entityId);
  const found = involved && (await getContractResultDetails(ctx.db, involved, contractId, amountsIn));
  if (!found) throw notFound();
  return found.partial ? partialContent(found.result, SINGLE_RESULT_MAX_AGE) : found.result;
}

export const contractResultRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/contracts/results',
    operationId: 'listContractResults',
    tag: 'contracts',
    summary: 'List the results of every contract',
    description: 'Each result with its block and, for an Ethereum transaction, its Ethereum fields.',
    path: {},
    query: contractResultListParams,
    response: { name: 'ContractResultDetailsListResponse', schema: ContractResultDetailsListResponse },
    maxAge: 10,
    samples: (s) => [
      '/api/v1/contracts/results',
      '/api/v1/contracts/results?order=asc&limit=5',
      `/api/v1/contracts/results?block.number=${s.blockNumber}`,
      `/api/v1/contracts/results?from=${s.account}`,
      '/api/v1/contracts/results?hbar=false&limit=5',
      `/api/v1/contracts/results?timestamp=gte:${s.ledgerEndSeconds - 600}&timestamp=lt:${s.ledgerEndSeconds - 100}&internal=true`,
    ],
    handler: ({ ctx, path, query, parseQuery }) => {
      const parsed = checkedListQuery(query, parseQuery());
      return resultsPage(ctx, path, query, { ...parsed, amountsIn: amountsUnit(query) }, listContractResultDetails);
    },
  }),
  route({
    pattern: '/api/v1/contracts/:contractIdOrAddress/results',
    operationId: 'listResultsOfContract',
    tag: 'contracts',
    summary: 'List the results of one contract',
    path: { contractIdOrAddress: contractPathDoc },
    // The reference accepts `hbar` here too (validated, then unused: these results carry no Ethereum fields).
    query: {
      ...contractResultListParams,
      hbar: {
        ...hbarParam,
        doc: { ...hbarParam.doc, description: 'Accepted and ignored: these results carry no Ethereum amounts' },
      },
    },
    response: { name: 'ContractResultsResponse', schema: ContractResultsResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/contracts/${s.resultContract}/results`,
      `/api/v1/contracts/${s.resultContract}/results?order=asc&limit=3`,
      `/api/v1/contracts/${s.resultContract}/results?internal=true&timestamp=gte:${s.ledgerEndSeconds - 600}`,
      `/api/v1/contracts/${s.resultContract}/results?from=${s.account}`,
    ],
    async handler({ ctx, path, params, query, parseQuery }) {
      if (!parseContractRef(params.contractIdOrAddress)) throw invalidParameters('contractid');
      const parsed = checkedListQuery(query, parseQuery());
      const contractId = await contractIdFromPath(ctx.db, params.contractIdOrAddress);
      return resultsPage(ctx, path, query, parsed, listContractResults, contractId);
    },
  }),
  route({
    pattern: '/api/v1/contracts/:contractIdOrAddress/results/:timestamp',
    operationId: 'getResultOfContract',
    tag: 'contracts',
    summary: 'One result of a contract, by consensus timestamp',
    description: 'The result with its logs and state changes; 206 when the network recorded no call result.',
    path: {
      contractIdOrAddress: contractPathDoc,
      timestamp: {
        description: 'The consensus timestamp (seconds.nanoseconds)',
        schema: { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,9})?$' },
      },
    },
    query: { hbar: hbarParam },
    response: { name: 'ContractResultDetails', schema: ContractResultDetails },
    maxAge: SINGLE_RESULT_MAX_AGE,
    samples: (s) => [
      `/api/v1/contracts/${s.resultContract}/results/${s.resultTimestamp}`,
      `/api/v1/contracts/${s.resultContract}/results/${s.resultTimestamp}?hbar=false`,
    ],
    async handler({ ctx, params, query, parseQuery }) {
      // The reference reads `hbar` before anything else of this request.
      const amountsIn = amountsUnit(query);
      const timestamp = parseTimestamp(params.timestamp);
      const bad = [
        ...(parseContractRef(params.contractIdOrAddress) ? [] : ['contractid']),
        ...(timestamp === null ? ['timestamp'] : []),
      ];
      if (bad.length) throw invalidParameters(...bad);
      parseQuery();
      const contractId = await contractIdFromPath(ctx.db, params.contractIdOrAddress);
      return singleResult(ctx, amountsIn, timestamp!, contractId, contractId);
    },
  }),
  route({
    pattern: '/api/v1/contracts/results/:transactionIdOrHash',
    operationId: 'getContractResult',
    tag: 'contracts',
    summary: 'One contract result, by transaction id or Ethereum hash',
    description: 'The result with its logs and state changes; 206 when the network recorded no call result.',
    path: {
      transactionIdOrHash: {
        description: 'Transaction id or a 32-byte (Ethereum or Hedera) hash with optional 0x prefix',
        schema: { type: 'string', pattern: `^((0x)?[A-Fa-f0-9]{64}|${TRANSACTION_ID})$` },
      },
    },
    query: { hbar: hbarParam, nonce: nonceParam },
    response: { name: 'ContractResultDetails', schema: ContractResultDetails },
    maxAge: SINGLE_RESULT_MAX_AGE,
    samples: (s) => [
      `/api/v1/contracts/results/${s.contractTransactionId}`,
      `/api/v1/contracts/results/${s.contractHash}`,
      `/api/v1/contracts/results/${s.contractTransactionId}?nonce=0`,
      `/api/v1/contracts/results/${s.contractHash}?hbar=false`,
    ],
    async handler({ ctx, params, query, parseQuery }) {
      const { filters } = parseQuery();
      const amountsIn = amountsUnit(query);
      const hash = ETH_HASH.exec(params.transactionIdOrHash);
      if (hash) {
        const found = await findTransactionByHash(ctx.db, Buffer.from(hash[1]!, 'hex'));
        if (!found) throw notFound();
        return singleResult(ctx, amountsIn, found.timestamp, found.entity);
      }
      const key = parseTransactionIdOrHash(params.transactionIdOrHash);
      if (!key || key.kind !== 'id') throw invalidArgument(INVALID_TRANSACTION_ID);
      // The transaction id names the parent unless a nonce (the last one given) names a child.
      const timestamp = await findTransactionById(
        ctx.db,
        key.payer,
        key.validStartNs,
        filters.nonce.at(-1)?.value ?? 0,
      );
      if (timestamp === null) throw notFound();
      return singleResult(ctx, amountsIn, timestamp, key.payer);
    },
  }),
];
