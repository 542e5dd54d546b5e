/** `/network/supply`, `/network/fees`, `/network/exchangerate` and `/network/stake`: the network's economics. */
import { nowNs } from '../../../core/clock';
import type { Filter } from '../../../core/filter';
import { HttpError } from '../../../http/errors';
import { firstDayOfMonth } from '../../../ledger/account-history';
import { exchangeRateAt, toExchangeRateResponse } from '../../../ledger/exchange-rate';
import { networkFees } from '../../../ledger/network-fees';
import { latestNetworkStake } from '../../../ledger/network-stake';
import { currentSupply, formatHbars, supplyAt, TOTAL_SUPPLY_TINYBARS } from '../../../ledger/network-supply';
import type { FileWindow } from '../../../ledger/system-files';
import {
  NetworkExchangeRateSetResponse,
  NetworkFeesResponse,
  NetworkStakeResponse,
  NetworkSupplyResponse,
} from '../../../schemas/v1/network';
import { invalidArgument, invalidParameter, notFound } from '../../errors';
import { ALL_OPERATORS, EQ_ONLY, orderParam, timestampParam, type ParamSpec } from '../../params';
import type { QueryParams } from '../../query';
import { javaConversionFailed, javaNotFound } from '../java-errors';
import { timestampDoc } from '../openapi/parameters';
import { PlainTextAnswer, route, type AnyRoute } from '../route';
import { timestampBounds } from '../timestamp-bounds';

const timestamp = { ...timestampParam(ALL_OPERATORS), doc: timestampDoc };
const NE_REFUSED = 'Not equals (ne) operator is not supported for timestamp';

/**
 * These endpoints validate as the reference's filter builder does: every invalid value is reported before any
 * unknown parameter, whatever their order in the query string.
 */
function invalidBeforeUnknown<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    const unknown = (m: string) => m.startsWith('Unknown query parameter');
    throw invalidArgument([...error.messages.filter((m) => !unknown(m)), ...error.messages.filter(unknown)]);
  }
}

/** The window of a system file read: ne is refused, every other filter narrows it (eq as lte). */
function fileWindow(filters: Filter<bigint>[]): FileWindow {
  if (filters.some((f) => f.operator === 'ne')) throw invalidArgument(NE_REFUSED);
  const { lower, upper } = timestampBounds(filters);
  return { lower, upper };
}

/**
 * The snapshot window of a supply read: up to now (or the upper bound given), at most from the first day of the
 * month before its end, since every account has a row in each monthly partition.
 */
function supplyWindow(filters: Filter<bigint>[], now: bigint): { lower: bigint; upper: bigint } {
  if (filters.some((f) => f.operator === 'ne')) throw invalidArgument(invalidParameter(NE_REFUSED));
  const bounds = timestampBounds(filters);
  let upper = bounds.upper !== null && bounds.upper < now ? bounds.upper : now;
  if (upper < 0n) upper = 0n;
  const lower = bounds.lower ?? 0n;
  if (lower > upper) throw invalidArgument('Lower timestamp cannot be higher than upper timestamp');
  const recent = firstDayOfMonth(upper, -1);
  return { lower: lower > recent ? lower : recent, upper };
}

/**
 * `q` as the Java service binds it (0.154): the SupplyType enum, converted in any letter case; an empty value is
 * no value (Spring's enum converter gives null), and any other fails the conversion ("Failed to convert 'q'", facts
 * row 3) rather than naming the valid values.
 */
const supplyQueryParam = {
  operators: EQ_ONLY,
  parse: (v: string) =>
    v === '' ? 'unset' : ((['circulating', 'totalcoins'] as const).find((q) => q === v.toLowerCase()) ?? null),
} satisfies ParamSpec<'circulating' | 'totalcoins' | 'unset'>;

/** The supply parameters, with a `q` that does not convert answered in the Java service's words. */
function parseSupplyQuery<T>(query: QueryParams, parse: () => T): T {
  for (const raw of query.all('q')) if (supplyQueryParam.parse(raw) === null) throw javaConversionFailed('q');
  return invalidBeforeUnknown(parse);
}

export const networkEconomicsRoutes: AnyRoute[] = [
  route({
    pattern: '/api/v1/network/exchangerate',
    operationId: 'getNetworkExchangeRate',
    tag: 'network',
    summary: 'The network exchange rate, current and next',
    description: 'The hbar to US cent rates of file 0.0.112 in force at the timestamp (default: now).',
    path: {},
    query: { timestamp },
    unknownQuery: 'ignore',
    module: 'rest-java',
    response: { name: 'NetworkExchangeRateSetResponse', schema: NetworkExchangeRateSetResponse },
    maxAge: 60,
    samples: (s) => [
      '/api/v1/network/exchangerate',
      `/api/v1/network/exchangerate?timestamp=lte:${s.ledgerEndSeconds - 10}`,
    ],
    async handler({ ctx, parseQuery }) {
      const { filters } = invalidBeforeUnknown(parseQuery);
      // The reference takes at most a lower and an upper bound here.
      if (filters.timestamp.length > 2) throw invalidArgument('Invalid parameter: timestamp');
      const file = await exchangeRateAt(ctx.db, fileWindow(filters.timestamp));
      if (!file) throw javaNotFound('File 0.0.112 not found');
      return toExchangeRateResponse(file);
    },
  }),
  route({
    pattern: '/api/v1/network/fees',
    operationId: 'getNetworkFees',
    tag: 'network',
    summary: 'The network fees',
    description:
      'The gas price in tinybars of ContractCall, ContractCreate and EthereumTransaction, from the fee schedule and exchange rate in force at the timestamp.',
    path: {},
    query: { order: orderParam('asc'), timestamp },
    module: 'rest-java',
    response: { name: 'NetworkFeesResponse', schema: NetworkFeesResponse },
    maxAge: 60,
    samples: (s) => [
      '/api/v1/network/fees',
      `/api/v1/network/fees?timestamp=lte:${s.ledgerEndSeconds - 10}&order=desc`,
    ],
    async handler({ query, ctx, parseQuery }) {
      const { filters } = invalidBeforeUnknown(parseQuery);
      const fees = await networkFees(
        ctx.db,
        fileWindow(filters.timestamp),
        query.last('order') === 'desc' ? 'desc' : 'asc',
      );
      if (!fees) throw notFound();
      return fees;
    },
  }),
  route({
    pattern: '/api/v1/network/stake',
    operationId: 'getNetworkStake',
    tag: 'network',
    summary: 'The network stake',
    description: 'The staking parameters and totals of the newest staking period.',
    path: {},
    query: {},
    unknownQuery: 'ignore',
    module: 'rest-java',
    response: { name: 'NetworkStakeResponse', schema: NetworkStakeResponse },
    maxAge: 60,
    samples: () => ['/api/v1/network/stake'],
    async handler({ ctx, parseQuery }) {
      parseQuery();
      const stake = await latestNetworkStake(ctx.db);
      if (!stake) throw javaNotFound('No network stake data found');
      return stake;
    },
  }),
  route({
    pattern: '/api/v1/network/supply',
    operationId: 'getNetworkSupply',
    tag: 'network',
    summary: 'The network supply',
    description:
      'The released and total supply of hbars in tinybars, now or as of the balance snapshot at the timestamp; with `q` one of them as plain text in hbar.',
    path: {},
    query: {
      q: {
        ...supplyQueryParam,
        doc: {
          description: 'Answer with only this amount, as plain text in hbar (any letter case)',
          schema: { type: 'string', enum: ['circulating', 'totalcoins'] },
        },
      },
      timestamp,
    },
    module: 'rest-java',
    response: { name: 'NetworkSupplyResponse', schema: NetworkSupplyResponse },
    maxAge: 60,
    samples: (s) => ['/api/v1/network/supply', `/api/v1/network/supply?timestamp=lte:${s.ledgerEndSeconds - 10}`],
    async handler({ query, ctx, parseQuery }) {
      const { filters } = parseSupplyQuery(query, parseQuery);
      const window = filters.timestamp.length ? supplyWindow(filters.timestamp, nowNs(ctx.clock)) : null;
      const supply = window ? await supplyAt(ctx.db, window.lower, window.upper) : await currentSupply(ctx.db);
      if (!supply) throw javaNotFound('Network supply not found');
      const q = filters.q.at(-1)?.value;
      if (!q || q === 'unset') return supply;
      return new PlainTextAnswer(
        formatHbars(q === 'totalcoins' ? String(TOTAL_SUPPLY_TINYBARS) : supply.released_supply),
      );
    },
  }),
];
