/**
 * `/contracts`, `/contracts/{contractIdOrAddress}` and `/contracts/results/{transactionIdOrHash}/actions` (the
 * call tree of a contract transaction).
 */
import type { Filter } from '../../../core/filter';
import type { Queryable } from '../../../db/types';
import { findTransactionByHash, findTransactionById, listContractActions } from '../../../ledger/contract-actions';
import { getContract, listContracts } from '../../../ledger/contracts';
import { ContractWithBytecode, ContractsResponse } from '../../../schemas/v1/contract';
import { ContractActionsResponse } from '../../../schemas/v1/contract-action';
import { invalidArgument, invalidParameter, notFound } from '../../errors';
import { entityIdValue, integerValue, nextLink } from '../../links';
import { ALL_OPERATORS, integerParam, limitParam, orderParam, RANGE_OPERATORS, timestampParam } from '../../params';
import {
  contractIdOrAddressDoc,
  contractRefFromPath,
  parseContractRef,
  resolveContractRef,
  type ContractRef,
} from '../contract-path';
import { timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';
import { INVALID_TRANSACTION_ID, parseTransactionIdOrHash } from '../transaction-id';

const ETH_HASH = /^(?:0x)?([0-9a-fA-F]{64})$/;
const TRANSACTION_ID = '(\\d{1,10})\\.(\\d{1,10})\\.(\\d{1,10})-(\\d{1,19})-(\\d{1,9})';

/** `contract.id` of `/contracts`: an entity id with any operator, or (eq only) an EVM address without `0x`. */
const contractIdFilter = {
  operators: ALL_OPERATORS,
  parse: (value: string) => parseContractRef(value, { allowHexPrefix: false }),
  doc: {
    description: 'The ID of the contract (`[shard.realm.]num`), or with eq its EVM address (`[shard.realm.]address`)',
    explode: true,
    schema: {
      type: 'string',
      pattern:
        '^((eq|ne|gt|gte|lt|lte):)?((\\d{1,4}\\.)?(\\d{1,5}\\.)?\\d{1,12}|(\\d{1,4}\\.)?(\\d{1,5}\\.)?[A-Fa-f0-9]{40})$',
    },
    example: 'gte:0.0.1',
  },
};

/** The filters as encoded ids: addresses only with eq (else 400), CREATE2 addresses looked up (404 when unknown). */
async function contractIdFilters(db: Queryable, filters: Filter<ContractRef>[]): Promise<Filter<bigint>[]> {
  const isAddress = (ref: ContractRef) => ref.kind === 'evmAddress' || ref.spelledAsEvmAddress;
  if (filters.some((f) => f.operator !== 'eq' && isAddress(f.value)))
    throw invalidArgument(invalidParameter('contract.id'));
  return Promise.all(
    filters.map(async (f) => ({ operator: f.operator, value: await resolveContractRef(db, f.value) })),
  );
}

export const contractRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/contracts',
    operationId: 'listContracts',
    tag: 'contracts',
    summary: 'List contracts',
    path: {},
    query: {
      'contract.id': contractIdFilter,
      limit: limitParam(),
      order: orderParam('desc'),
    },
    response: { name: 'ContractsResponse', schema: ContractsResponse },
    maxAge: 10,
    samples: (s) => [
      '/api/v1/contracts',
      `/api/v1/contracts?contract.id=lte:${s.contractId}&order=asc`,
      '/api/v1/contracts?contract.id=gt:0.0.1000&limit=5',
    ],
    async handler({ ctx, path, query, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      const ids = await contractIdFilters(ctx.db, filters['contract.id']);
      const contracts = await listContracts(ctx.db, ids, order, limit);
      const last = contracts.at(-1);
      const next =
        last && contracts.length === limit
          ? nextLink(path, query, order, { 'contract.id': last.contract_id }, entityIdValue)
          : null;
      return { contracts, links: { next } };
    },
  }),
  route({
    pattern: '/api/v1/contracts/:contractIdOrAddress',
    operationId: 'getContract',
    tag: 'contracts',
    summary: 'Get a contract by id or EVM address, with its bytecode',
    description: 'With `timestamp`, the newest version of the contract entity whose lifetime the filters overlap.',
    path: {
      contractIdOrAddress: contractIdOrAddressDoc,
    },
    query: { timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc } },
    response: { name: 'ContractWithBytecode', schema: ContractWithBytecode },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/contracts/${s.contractId}`,
      `/api/v1/contracts/${s.contractEvmAddress}`,
      `/api/v1/contracts/${s.contractFromFile}`,
      `/api/v1/contracts/${s.contractId}?timestamp=lte:${s.contractTimestamp}`,
    ],
    async handler({ ctx, params, parseQuery }) {
      const ref = contractRefFromPath(params.contractIdOrAddress);
      const { filters } = parseQuery();
      const key = ref.kind === 'id' ? { id: ref.id } : { evmAddress: ref.address };
      const contract = await getContract(ctx.db, key, filters.timestamp);
      if (!contract) throw notFound();
      return contract;
    },
  }),
  route({
    pattern: '/api/v1/contracts/results/:transactionIdOrHash/actions',
    operationId: 'listContractActions',
    tag: 'contracts',
    summary: 'The actions (calls, creates) of a contract transaction',
    path: {
      transactionIdOrHash: {
        description: 'Transaction id or a 32-byte (Ethereum or Hedera) hash with optional 0x prefix',
        schema: { type: 'string', pattern: `^((0x)?[A-Fa-f0-9]{64}|${TRANSACTION_ID})$` },
      },
    },
    query: {
      // 1–10 digits; eq, gt, gte, lt, lte (the reference rejects ne for this route).
      index: {
        ...integerParam(RANGE_OPERATORS, 10),
        doc: {
          description: 'The index of a contract action',
          explode: true,
          schema: { type: 'string', pattern: '^((gte?|lte?|eq|ne):)?\\d{1,10}$' },
          example: 'gte:0',
        },
      },
      limit: limitParam(),
      order: orderParam('asc'),
    },
    response: { name: 'ContractActionsResponse', schema: ContractActionsResponse },
    maxAge: 600,
    samples: (s) => [
      `/api/v1/contracts/results/${s.contractTransactionId}/actions`,
      `/api/v1/contracts/results/${s.contractHash}/actions`,
      `/api/v1/contracts/results/${s.contractTransactionId}/actions?index=gte:1&order=desc`,
    ],
    async handler({ ctx, path, params, query, parseQuery }) {
      const { filters, limit, order } = parseQuery();
      const idOrHash = params.transactionIdOrHash;
      let found: { timestamp: bigint; payer: bigint } | null;
      const hash = ETH_HASH.exec(idOrHash);
      if (hash) {
        found = await findTransactionByHash(ctx.db, Buffer.from(hash[1]!, 'hex'));
      } else {
        const key = parseTransactionIdOrHash(idOrHash);
        if (!key || key.kind !== 'id') throw invalidArgument(INVALID_TRANSACTION_ID);
        const timestamp = await findTransactionById(ctx.db, key.payer, key.validStartNs);
        found = timestamp === null ? null : { timestamp, payer: key.payer };
      }
      if (!found) throw notFound();
      const actions = await listContractActions(ctx.db, found.timestamp, found.payer, filters.index, order, limit);
      const next =
        actions.length === limit
          ? nextLink(path, query, order, { index: String(actions.at(-1)!.index) }, integerValue)
          : null;
      return { actions, links: { next } };
    },
  }),
];
