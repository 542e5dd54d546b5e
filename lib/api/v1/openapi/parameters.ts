/** Parameter documentation shared by several routes, worded and constrained as the reference's openapi.yml. */
import { TRANSACTION_TYPE_NAMES } from '../../../ledger/names';
import type { ParamDoc } from '../../params';

const OP = '(eq|ne|gt|gte|lt|lte)';
const RANGE_OP = '(eq|gt|gte|lt|lte)';

/** The reference's EntityIdQuery: `[op:][shard.realm.]num`. */
export const ENTITY_ID_QUERY_PATTERN = `^(${OP}:)?(\\d{1,10}\\.\\d{1,10}\\.)?\\d{1,10}$`;

export function entityIdDoc(description: string, example?: string): ParamDoc {
  return { description, explode: true, schema: { type: 'string', pattern: ENTITY_ID_QUERY_PATTERN }, example };
}

export const timestampDoc: ParamDoc = {
  description:
    'The consensus timestamp as a Unix timestamp in seconds.nanoseconds format with an optional comparison operator (repeat it for a range).',
  explode: true,
  schema: { type: 'array', items: { type: 'string', pattern: `^(${OP}:)?\\d{1,10}(\\.\\d{1,9})?$` } },
  example: 'lt:9000000000',
};

export const serialNumberDoc: ParamDoc = {
  description: 'The nft serial number (64 bit type). Requires a token.id value also be populated.',
  explode: true,
  schema: { type: 'string', pattern: `^(${RANGE_OP}:)?\\d{1,19}$` },
  example: 'gte:1',
  requires: ['token.id'],
};

export const tokenIdDoc = entityIdDoc('The ID of the token to return information for', 'gte:0.0.1');
export const spenderIdDoc = entityIdDoc('The ID of the spender to return information for', 'gte:0.0.1');

export const transactionTypeDoc: ParamDoc = {
  description: 'Only transactions of this type (case-insensitive)',
  schema: { type: 'string', enum: [...TRANSACTION_TYPE_NAMES] },
  example: 'CRYPTOTRANSFER',
};

/** `idOrAliasOrEvmAddress` of `/accounts/...`, also named `id` by the allowance and airdrop routes. */
export const accountPathDoc: ParamDoc = {
  description: 'Account id (`0.0.N` or `N`), alias (base32) or EVM address (40 hex digits, optional 0x)',
  schema: {
    type: 'string',
    pattern:
      '^(\\d{1,10}\\.){0,2}(\\d{1,10}|(0x)?[A-Fa-f0-9]{40}|(?:[A-Z2-7]{8})*(?:[A-Z2-7]{2}|[A-Z2-7]{4,5}|[A-Z2-7]{7,8}))$',
  },
  example: '0.0.2',
};

export const booleanDoc = (description: string, defaultValue?: boolean): ParamDoc => ({
  description,
  schema: defaultValue === undefined ? { type: 'boolean' } : { type: 'boolean', default: defaultValue },
  example: String(defaultValue ?? true),
});
