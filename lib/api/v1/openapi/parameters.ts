/** Parameter documentation shared by several routes, worded and constrained as the reference's openapi.yml. */
import type { ParamDoc } from './types';

const OP = '(eq|ne|gt|gte|lt|lte)';
const RANGE_OP = '(eq|gt|gte|lt|lte)';

/** The reference's EntityIdQuery: `[op:][shard.realm.]num`. */
export const ENTITY_ID_QUERY_PATTERN = `^(${OP}:)?(\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}$`;

export function entityIdQuery(name: string, description: string, example?: string): ParamDoc {
  return { name, in: 'query', description, explode: true, schema: { type: 'string', pattern: ENTITY_ID_QUERY_PATTERN }, example };
}

/** Filled in by the generator from the configured API_LIMIT_DEFAULT / API_LIMIT_MAX. */
export const limitParam: ParamDoc = {
  name: 'limit',
  in: 'query',
  description: 'The maximum number of items to return',
  schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 25 },
  example: '5',
};

const order = (defaultOrder: 'asc' | 'desc'): ParamDoc => ({
  name: 'order',
  in: 'query',
  description: 'The order in which items are listed',
  schema: { type: 'string', enum: ['asc', 'desc'], default: defaultOrder },
  example: defaultOrder === 'asc' ? 'desc' : 'asc',
});
export const orderAsc = order('asc');
export const orderDesc = order('desc');

export const timestampQuery: ParamDoc = {
  name: 'timestamp',
  in: 'query',
  description:
    'The consensus timestamp as a Unix timestamp in seconds.nanoseconds format with an optional comparison operator (repeat it for a range).',
  explode: true,
  schema: { type: 'array', items: { type: 'string', pattern: `^(${OP}:)?\\d{1,10}(\\.\\d{1,9})?$` } },
  example: 'lt:9000000000',
};

export const serialNumberQuery: ParamDoc = {
  name: 'serialnumber',
  in: 'query',
  description: 'The nft serial number (64 bit type). Requires a token.id value also be populated.',
  explode: true,
  schema: { type: 'string', pattern: `^(${RANGE_OP}:)?\\d{1,19}$` },
  example: 'gte:1',
  requires: ['token.id'],
};

export const tokenIdQuery = entityIdQuery('token.id', 'The ID of the token to return information for', 'gte:0.0.1');
export const spenderIdQuery = entityIdQuery('spender.id', 'The ID of the spender to return information for', 'gte:0.0.1');

export const accountPathParam: ParamDoc = {
  name: 'idOrAliasOrEvmAddress',
  in: 'path',
  description: 'Account id (`0.0.N` or `N`), alias (base32) or EVM address (40 hex digits, optional 0x)',
  schema: {
    type: 'string',
    pattern:
      '^(\\d{1,10}\\.){0,2}(\\d{1,10}|(0x)?[A-Fa-f0-9]{40}|(?:[A-Z2-7]{8})*(?:[A-Z2-7]{2}|[A-Z2-7]{4,5}|[A-Z2-7]{7,8}))$',
  },
  example: '0.0.2',
};

/** The `/accounts/{id}/...` routes name their parameter `id`; same meaning, same rules. */
export const accountIdPathParam: ParamDoc = { ...accountPathParam, name: 'id' };

export const booleanQuery = (name: string, description: string, defaultValue?: boolean): ParamDoc => ({
  name,
  in: 'query',
  description,
  schema: defaultValue === undefined ? { type: 'boolean' } : { type: 'boolean', default: defaultValue },
  example: String(defaultValue ?? true),
});
