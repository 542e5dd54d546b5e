import { findTransactionByHash, findTransactionById, listContractActions } from '../../ledger/contract-actions';
import { InvalidArgumentError, NotFoundError } from '../errors';
import { integerParam, parseQuery, RANGE_OPERATORS } from '../params';
import type { V1Request, V1Route } from './route-types';
import { INVALID_TRANSACTION_ID, parseTransactionIdOrHash } from './transactions';
import { integerValue, nextLink } from '../links';

const ETH_HASH = /^(?:0x)?([0-9a-fA-F]{64})$/;

/** `index`: 1–10 digits; eq, gt, gte, lt, lte (the reference rejects ne for this route). */
const specs = { index: integerParam(RANGE_OPERATORS, 10) };

/** GET /api/v1/contracts/results/{transactionIdOrHash}/actions */
async function getContractActions({ ctx, path, params, query }: V1Request): Promise<object> {
  const { filters, limit, order } = parseQuery(query, specs, {
    defaultLimit: ctx.config.API_LIMIT_DEFAULT,
    maxLimit: ctx.config.API_LIMIT_MAX,
    defaultOrder: 'asc',
  });
  const idOrHash = params.transactionIdOrHash ?? '';
  let found: { timestamp: bigint; payer: bigint } | null;
  const hash = ETH_HASH.exec(idOrHash);
  if (hash) {
    found = await findTransactionByHash(ctx.db, Buffer.from(hash[1]!, 'hex'));
  } else {
    const key = parseTransactionIdOrHash(idOrHash);
    if (!key || key.kind !== 'id') throw new InvalidArgumentError(INVALID_TRANSACTION_ID);
    const timestamp = await findTransactionById(ctx.db, key.payer, key.validStartNs);
    found = timestamp === null ? null : { timestamp, payer: key.payer };
  }
  if (!found) throw new NotFoundError();
  const actions = await listContractActions(ctx.db, found.timestamp, found.payer, filters.index, order, limit);
  const next =
    actions.length === limit
      ? nextLink(path, query, order, { index: String(actions.at(-1)!.index) }, integerValue)
      : null;
  return { actions, links: { next } };
}

export const contractActionRoutes: V1Route[] = [
  { pattern: '/api/v1/contracts/results/:transactionIdOrHash/actions', handler: getContractActions },
];
