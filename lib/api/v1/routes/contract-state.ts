/** `/contracts/{contractIdOrAddress}/state`: a contract's storage slots, now or as they were at a time. */
import { listContractState, slotBytes } from '../../../ledger/contract-state';
import { ContractStateResponse } from '../../../schemas/v1/contract-state';
import { invalidArgument } from '../../errors';
import { nextLink } from '../../links';
import { ALL_OPERATORS, limitParam, orderParam, RANGE_OPERATORS, timestampParam } from '../../params';
import { contractIdOrAddressDoc, contractRefFromPath, resolveContractRef } from '../contract-path';
import { timestampDoc } from '../openapi/parameters';
import { route, type AnyRoute } from '../route';

const SLOT = /^(?:0x)?([0-9A-Fa-f]{1,64})$/;

/** A slot as a number, for the next link's empty-range check. */
const slotValue = (value: string): bigint | null => {
  const match = SLOT.exec(value);
  return match ? BigInt(`0x${match[1]}`) : null;
};

export const contractStateRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/contracts/:contractIdOrAddress/state',
    operationId: 'listContractState',
    tag: 'contracts',
    summary: "A contract's storage slots and values",
    description:
      "The current value of each slot; with `timestamp`, each slot's newest change among those the filters keep (eq reads as lte).",
    path: {
      contractIdOrAddress: contractIdOrAddressDoc,
    },
    query: {
      limit: limitParam(),
      order: orderParam('asc'),
      slot: {
        operators: RANGE_OPERATORS,
        parse: (value: string) => SLOT.exec(value)?.[1] ?? null,
        doc: {
          description: 'A storage slot, up to 32 bytes of hex with optional 0x; leading zeros do not matter',
          explode: true,
          schema: { type: 'string', pattern: '^((eq|gt|gte|lt|lte):)?(0x)?[0-9A-Fa-f]{1,64}$' },
          example: 'gte:0x0',
        },
      },
      timestamp: { ...timestampParam(ALL_OPERATORS), doc: timestampDoc },
    },
    response: { name: 'ContractStateResponse', schema: ContractStateResponse },
    maxAge: 1,
    samples: (s) => [
      `/api/v1/contracts/${s.contractId}/state`,
      `/api/v1/contracts/${s.contractId}/state?timestamp=${s.contractTimestamp}&order=desc`,
      `/api/v1/contracts/${s.contractEvmAddress}/state?slot=gte:0x1&limit=2`,
    ],
    async handler({ ctx, path, params, query, parseQuery }) {
      const ref = contractRefFromPath(params.contractIdOrAddress);
      const { filters, limit, order } = parseQuery();
      const contractId = await resolveContractRef(ctx.db, ref);
      if (filters.timestamp.some((f) => f.operator === 'ne')) {
        throw invalidArgument('Not equals (ne) operator is not supported for timestamp');
      }
      // "At a time" means the newest change at or before it.
      const timestamps = filters.timestamp.map((f) => (f.operator === 'eq' ? { ...f, operator: 'lte' as const } : f));
      const pastState = timestamps.length > 0;
      const slots = filters.slot.map((f) => ({ operator: f.operator, value: slotBytes(f.value, pastState) }));
      const state = await listContractState(ctx.db, { contractId, slots, timestamps, order, limit });
      const last = state.at(-1);
      const next = last && state.length === limit ? nextLink(path, query, order, { slot: last.slot }, slotValue) : null;
      return { state, links: { next } };
    },
  }),
];
