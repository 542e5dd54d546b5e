/**
 * Names for prepared statements, one per distinct SQL text. A named statement is parsed once per connection and,
 * after a few executions, PostgreSQL may keep a generic plan for it: the API's statements are small index lookups
 * whose planning costs several times their execution (1.4 ms to plan, 0.25 ms to run the contract results page on
 * a 1,000,000-transaction ledger). Values are always bound, so the texts come from a bounded set of query shapes;
 * past `limit` distinct texts (a shape that varies with its input, e.g. an IN list) the rest run unnamed, so
 * neither this map nor the statements each connection keeps can grow without end.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = 2_000) {}

  /** The name for `sql`, or undefined when it should run unnamed. */
  nameOf(sql: string): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.limit) return known;
    const name = `lqs_${this.names.size.toString(36)}`;
    this.names.set(sql, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed under it (an operator's migration
 * added a column to a table it reads with `*`): "cached plan must not change result type". The connection is
 * dropped by the pool on any error; running the statement again unnamed answers this request.
 */
export function isStalePreparedStatement(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(error.message);
}
