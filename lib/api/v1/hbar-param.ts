/**
 * `hbar` (interface 0.151 on), on the contract results: `true` (the default) answers Ethereum amounts and gas
 * prices in tinybars, `false` in weibars, the unit Ethereum tools expect (the JSON-RPC relay sends it on every
 * contract result request).
 */
import type { EthereumAmountUnit } from '../../db/ledger-schema';
import { invalidArgument } from '../errors';
import { booleanParam, type FilterParam } from '../params';
import type { QueryParams } from '../query';
import { booleanDoc } from './openapi/parameters';

/** As a filter: one `eq` boolean per value, else `Invalid parameter: hbar` (the reference's filter check). */
export const hbarParam: FilterParam<boolean> = {
  ...booleanParam(),
  doc: booleanDoc(
    'Ethereum amounts and gas prices in tinybars (true) or in weibars (false, 1 tinybar = 10^10 weibars)',
    true,
  ),
};

/**
 * The answer's unit, read from the raw values as the reference's parseHbarParam reads them after its filter
 * check: absent is tinybars; exactly one `true` or `false`, any case; anything else (an `eq:` prefix the filter
 * check lets through, or several values, which it joins with commas) is a 400.
 */
export function amountsUnit(query: QueryParams): EthereumAmountUnit {
  const values = query.all('hbar');
  if (values.length === 0) return 'tinybar';
  const only = values.length === 1 ? values[0]!.toLowerCase() : null;
  if (only === 'true') return 'tinybar';
  if (only === 'false') return 'weibar';
  throw invalidArgument(`Invalid hbar parameter value: ${values.join(',')}. Must be 'true' or 'false'`);
}
