/**
 * The token list (`/api/v1/tokens`): walked along token's primary key, optionally only the tokens an account is
 * associated with (token_account's primary key, account first), filtered by the admin key's public key, type and
 * name.
 */
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import type { Queryable } from '../db/types';
import type { TokenSummary } from '../schemas/v1/token';
import { encodeKey } from './protobuf-key';
import { SQL_OPERATORS, SqlParams, sortDirection, whereClause, type EqualOrRanges } from './sql';

export interface TokenListQuery {
  /** Only tokens this account is associated with. */
  accountId: bigint | null;
  tokenIds: EqualOrRanges;
  publicKeys: Filter<string>[];
  types: Filter<TokenSummary['type']>[];
  /** Each one a case-insensitive substring of the name (all must match). */
  names: string[];
  limit: number;
  order: Order;
}

interface TokenSummaryRow {
  decimals: bigint;
  key: Uint8Array | null;
  metadata: Uint8Array | null;
  name: string;
  symbol: string;
  token_id: bigint;
  type: TokenSummary['type'];
  [key: string]: unknown;
}

/**
 * As the reference: the text between two `%`, its own `%`, `_` and `\` keeping their LIKE meaning (the closing `%`
 * means a pattern can never end in a lone escape).
 */
const substringPattern = (text: string) => `%${text}%`;

export async function listTokens(db: Queryable, q: TokenListQuery): Promise<TokenSummary[]> {
  const params = new SqlParams();
  const conditions = [
    ...params.equalOrRanges('t.token_id', q.tokenIds),
    ...q.publicKeys.map((f) => params.condition('e.public_key', f)),
    ...q.types.map((f) => `t.type ${SQL_OPERATORS[f.operator]} ${params.bind(f.value)}::token_type`),
    ...q.names.map((name) => `t.name ILIKE ${params.bind(substringPattern(name))}`),
  ];
  const associated =
    q.accountId === null
      ? ''
      : `JOIN token_account ta ON ta.token_id = t.token_id AND ta.account_id = ${params.bind(q.accountId)} AND ta.associated`;
  const rows = await db.query<TokenSummaryRow>(
    `SELECT t.decimals, e.key, t.metadata, t.name, t.symbol, t.token_id, t.type::text AS type
     FROM token t ${associated} JOIN entity e ON e.id = t.token_id
     ${whereClause(conditions)}
     ORDER BY t.token_id ${sortDirection(q.order)} LIMIT ${params.bind(q.limit)}`,
    params.values,
  );
  return rows.map((row) => ({
    admin_key: encodeKey(row.key),
    decimals: row.decimals,
    metadata: row.metadata ? Buffer.from(row.metadata).toString('base64') : '',
    name: row.name,
    symbol: row.symbol,
    token_id: formatEntityId(row.token_id)!,
    type: row.type,
  }));
}
