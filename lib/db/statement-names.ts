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
  private issued = 0;

  constructor(private readonly limit = 2_000) {}

  /** The name for `sql`, or undefined when it should run unnamed. */
  nameOf(sql: string): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.limit) return known;
    // A counter, not the map's size: a forgotten text must never hand its successor a name already in use.
    const name = `lqs_${(this.issued++).toString(36)}`;
    this.names.set(sql, name);
    return name;
  }

  /** Drops `sql`'s name, so its next run prepares it afresh under a new one (its old one went stale). */
  forget(sql: string): void {
    this.names.delete(sql);
  }

  get size(): number {
    return this.names.size;
  }
}

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed under it (an operator's migration
 * added a column to a table it reads with `*`): "cached plan must not change result type". The connection keeps the
 * stale statement, so the text gets a new name (forget) and this request runs it again unnamed.
 */
export function isStalePreparedStatement(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  );
}
