/** `/contracts/results/logs` and `/contracts/{contractIdOrAddress}/results/logs`: contract event logs. */
import { hexToBytes } from '../../../core/hex';
import { ContractLogsResponse } from '../../../schemas/v1/contract-log';
import {
  ALL_OPERATORS,
  EQ_ONLY,
  integerParam,
  limitParam,
  orderParam,
  timestampParam,
  type FilterParam,
} from '../../params';
import { checkTopicSearch, EMPTY_LOGS, logsPage } from '../contract-logs-list';
import { contractRefFromPath, resolveContractRef } from '../contract-path';
import { timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

const TOPIC = /^(?:0x)?([0-9A-Fa-f]{1,64})$/;
const TRANSACTION_HASH = /^(?:0x)?([0-9A-Fa-f]{64}|[0-9A-Fa-f]{96})$/;

/** A topic as the importer stores it: no leading zero bytes (so `0x0a`, `a` and `000a` all find topic 0x…0a). */
function parseTopic(text: string): Uint8Array | null {
  const digits = TOPIC.exec(text)?.[1]?.replace(/^0+/, '');
  if (digits === undefined) return null;
  return hexToBytes(digits.length % 2 ? `0${digits}` : digits);
}

const topicParam = (n: number): FilterParam<Uint8Array> => ({
  operators: EQ_ONLY,
  parse: parseTopic,
  doc: {
    description: `The topic${n} of the logs (up to 32 bytes of hex); repeat for any of several values. Needs a timestamp range or eq.`,
    explode: true,
    schema: { type: 'string', pattern: '^(eq:)?(0x)?[0-9A-Fa-f]{1,64}$' },
  },
});

const logFilters = {
  index: {
    ...integerParam(ALL_OPERATORS),
    doc: {
      description: "The log's index within its transaction; needs a timestamp filter",
      explode: true,
      schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?\\d{1,10}$' },
    },
  },
  limit: limitParam(),
  order: orderParam('desc'),
  timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc },
  topic0: topicParam(0),
  topic1: topicParam(1),
  topic2: topicParam(2),
  topic3: topicParam(3),
};

const allLogFilters = {
  ...logFilters,
  'transaction.hash': {
    operators: EQ_ONLY,
    parse: (text: string) => {
      const digits = TRANSACTION_HASH.exec(text)?.[1];
      return digits === undefined ? null : hexToBytes(digits);
    },
    doc: {
      description:
        'Only the logs of this transaction: a 32-byte Ethereum or Hedera hash prefix, or a 48-byte Hedera hash',
      schema: { type: 'string', pattern: '^(eq:)?(0x)?([0-9A-Fa-f]{64}|[0-9A-Fa-f]{96})$' },
    },
  } satisfies FilterParam<Uint8Array>,
};

export const contractLogRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/contracts/results/logs',
    operationId: 'listContractLogs',
    tag: 'contracts',
    summary: 'The logs of every contract, by topic, timestamp or transaction',
    description:
      'Topic filters need a timestamp eq, or a closed range no wider than API_MAX_TIMESTAMP_RANGE_NS (7 days by default).',
    path: {},
    query: allLogFilters,
    response: { name: 'ContractLogsResponse', schema: ContractLogsResponse },
    maxAge: 10,
    samples: (s) => [
      '/api/v1/contracts/results/logs',
      `/api/v1/contracts/results/logs?topic0=${s.logTopic0}&timestamp=gte:${s.logWindowStart}&timestamp=lte:${s.logWindowEnd}`,
      `/api/v1/contracts/results/logs?transaction.hash=${s.logTransactionHash}&limit=1`,
      `/api/v1/contracts/results/logs?timestamp=gte:${s.logWindowStart}&timestamp=lte:${s.logWindowEnd}&index=gte:1&limit=2&order=asc`,
    ],
    async handler({ ctx, path, query, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      checkTopicSearch(ctx, filters);
      return logsPage({ ctx, path, query, filters, limit, order }, null);
    },
  }),
  route({
    pattern: '/api/v1/contracts/:contractIdOrAddress/results/logs',
    operationId: 'listContractLogsByContract',
    tag: 'contracts',
    summary: 'The logs a contract emitted',
    description:
      'Topic filters need a timestamp eq, or a closed range no wider than API_MAX_TIMESTAMP_RANGE_NS (7 days by default).',
    path: {
      contractIdOrAddress: {
        description: 'Contract id (`0.0.N`, `N` or encoded), or EVM address (long-zero or CREATE2; optional 0x)',
        schema: {
          type: 'string',
          pattern: '^((\\d{1,4}\\.)?(\\d{1,5}\\.)?(\\d{1,12}|(0x)?[A-Fa-f0-9]{40})|-?\\d{1,19})$',
        },
      },
    },
    query: logFilters,
    response: { name: 'ContractLogsResponse', schema: ContractLogsResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/contracts/${s.logContractId}/results/logs`,
      `/api/v1/contracts/${s.logContractId}/results/logs?order=asc&limit=2`,
      `/api/v1/contracts/${s.logContractId}/results/logs?topic0=${s.logTopic0}&timestamp=gte:${s.logWindowStart}&timestamp=lte:${s.logWindowEnd}`,
    ],
    async handler({ ctx, path, params, query, parseQuery }) {
      // The path's form is checked before the query string, the contract looked up after it, as in the reference.
      const ref = contractRefFromPath(params.contractIdOrAddress);
      const { filters, limit, order } = parseQuery();
      checkTopicSearch(ctx, filters);
      const contractId = await resolveContractRef(ctx.db, ref);
      if (contractId === 0n) return EMPTY_LOGS;
      return logsPage({ ctx, path, query, filters, limit, order }, contractId);
    },
  }),
];
