/** `/contracts/results/{transactionIdOrHash}/actions`: the call tree of a contract transaction. */
import { findTransactionByHash, findTransactionById, listContractActions } from '../../../ledger/contract-actions';
import { ContractActionsResponse } from '../../../schemas/v1/contract-action';
import { invalidArgument, notFound } from '../../errors';
import { integerValue, nextLink } from '../../links';
import { integerParam, limitParam, orderParam, RANGE_OPERATORS } from '../../params';
import { route, type AnyRoute } from '../route';
import { INVALID_TRANSACTION_ID, parseTransactionIdOrHash } from '../transaction-id';

const ETH_HASH = /^(?:0x)?([0-9a-fA-F]{64})$/;
const TRANSACTION_ID = '(\\d{1,10})\\.(\\d{1,10})\\.(\\d{1,10})-(\\d{1,19})-(\\d{1,9})';

export const contractRoutes: AnyRoute[] = [
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
      const next = actions.length === limit ? nextLink(path, query, order, { index: String(actions.at(-1)!.index) }, integerValue) : null;
      return { actions, links: { next } };
    },
  }),
];
