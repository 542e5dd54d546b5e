/** Documentation of the transaction routes (`../transactions.ts`) and contract actions (`../contract-actions.ts`). */
import { TRANSACTION_TYPE_NAMES } from '../../../ledger/names';
import { ContractActionsResponse } from '../../../schemas/v1/contract-action';
import { TransactionByIdResponse, TransactionsResponse } from '../../../schemas/v1/transaction';
import { entityIdQuery, limitParam, orderAsc, orderDesc, timestampQuery } from './parameters';
import type { ParamDoc, RouteDoc } from './types';

export const transactionTypeQuery: ParamDoc = {
  name: 'transactiontype',
  in: 'query',
  description: 'Only transactions of this type (case-insensitive)',
  schema: { type: 'string', enum: [...TRANSACTION_TYPE_NAMES] },
  example: 'CRYPTOTRANSFER',
};

const TRANSACTION_ID = '(\\d{1,10})\\.(\\d{1,10})\\.(\\d{1,10})-(\\d{1,19})-(\\d{1,9})';

export const transactionDocs: RouteDoc[] = [
  {
    pattern: '/api/v1/transactions',
    operationId: 'listTransactions',
    tag: 'transactions',
    summary: 'List transactions',
    path: [],
    query: [
      {
        ...entityIdQuery('account.id', 'Only transactions that moved value for, or were paid by, this account', 'gte:0.0.2'),
        schema: { type: 'string', pattern: '^((eq|ne|gt|gte|lt|lte):)?((\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}|(0x)?[A-Fa-f0-9]{40})$' },
      },
      limitParam,
      orderDesc,
      timestampQuery,
      transactionTypeQuery,
      { name: 'result', in: 'query', description: 'The transaction success type', schema: { type: 'string', enum: ['success', 'fail'] }, example: 'success' },
      {
        name: 'type',
        in: 'query',
        description: 'The account balance modification type (with account.id)',
        schema: { type: 'string', enum: ['credit', 'debit'] },
        example: 'credit',
      },
    ],
    response: { name: 'TransactionsResponse', schema: TransactionsResponse },
    notFound: false,
    paged: true,
  },
  {
    pattern: '/api/v1/transactions/:transactionIdOrHash',
    operationId: 'getTransaction',
    tag: 'transactions',
    summary: 'Get a transaction by id or hash',
    description: 'Every transaction with this id (the user transaction, its children and scheduled execution), or the one with this hash.',
    path: [
      {
        name: 'transactionIdOrHash',
        in: 'path',
        description: 'Transaction id `shard.realm.num-seconds-nanos` or the 48-byte transaction hash (hex, optional 0x, or base64url)',
        schema: { type: 'string' },
      },
    ],
    query: [
      {
        name: 'nonce',
        in: 'query',
        description: 'Only the transaction with this nonce (0 = the user-submitted one). If repeated, the last value counts.',
        schema: { type: 'integer', format: 'int32', minimum: 0 },
        example: '0',
      },
      {
        name: 'scheduled',
        in: 'query',
        description: 'true: only the scheduled execution; false: only the non-scheduled one. If repeated, the last value counts.',
        schema: { type: 'boolean' },
        example: 'false',
      },
    ],
    response: { name: 'TransactionByIdResponse', schema: TransactionByIdResponse },
    notFound: true,
    paged: false,
  },
  {
    pattern: '/api/v1/contracts/results/:transactionIdOrHash/actions',
    operationId: 'listContractActions',
    tag: 'contracts',
    summary: 'The actions (calls, creates) of a contract transaction',
    path: [
      {
        name: 'transactionIdOrHash',
        in: 'path',
        description: 'Transaction id or a 32-byte (Ethereum or Hedera) hash with optional 0x prefix',
        schema: { type: 'string', pattern: `^((0x)?[A-Fa-f0-9]{64}|${TRANSACTION_ID})$` },
      },
    ],
    query: [
      {
        name: 'index',
        in: 'query',
        description: 'The index of a contract action',
        explode: true,
        schema: { type: 'string', pattern: '^((gte?|lte?|eq|ne):)?\\d{1,10}$' },
        example: 'gte:0',
      },
      limitParam,
      orderAsc,
    ],
    response: { name: 'ContractActionsResponse', schema: ContractActionsResponse },
    notFound: true,
    paged: true,
  },
];
