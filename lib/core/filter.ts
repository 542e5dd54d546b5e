/**
 * The comparison vocabulary of the ledger's list queries: the Mirror Node's six operators, a filter (operator and
 * parsed value) and a sort direction. The API parses them from query strings; the ledger turns them into SQL.
 */
export const OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;
export type Operator = (typeof OPERATORS)[number];
export type Order = 'asc' | 'desc';

export interface Filter<T> {
  operator: Operator;
  value: T;
}
