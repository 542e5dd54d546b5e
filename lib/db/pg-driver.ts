import pg from 'pg';
import { sharedParsers } from './parse';
import { isStalePreparedStatement, StatementNames } from './statement-names';
import type { Db, Queryable, Row } from './types';

export interface PgOptions {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  /**
   * Run parameterised statements as named prepared statements (parsed once per connection, plans kept by
   * PostgreSQL). Off behind a pooler in transaction mode that does not carry them across connections.
   */
  preparedStatements?: boolean;
}

const types = {
  getTypeParser(oid: number, format?: string) {
    const parser = sharedParsers[oid];
    if (parser && format !== 'binary') return parser;
    // Buffers become plain Uint8Arrays so both drivers hand out the same byte type.
    if (oid === 17) return (text: string) => new Uint8Array(pg.types.getTypeParser(17)(text) as Buffer);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

function wrap(client: pg.Pool | pg.PoolClient, names: StatementNames | null): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const values = params as unknown[];
      const name = names?.nameOf(sql);
      if (name === undefined) return (await client.query<T>({ text: sql, values, types })).rows;
      try {
        return (await client.query<T>({ name, text: sql, values, types })).rows;
      } catch (error) {
        if (!isStalePreparedStatement(error)) throw error;
        names!.forget(sql);
        // inside a transaction the error has aborted it: only a pool query can be run again
        if (!(client instanceof pg.Pool)) throw error;
        return (await client.query<T>({ text: sql, values, types })).rows;
      }
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** node-postgres pool against PostgreSQL 15+ (or a Mirror Node's Citus cluster). */
export function openPg(options: PgOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    statement_timeout: options.statementTimeoutMs,
    // The server's statement_timeout cannot fire when the server itself is frozen or unreachable: the client keeps
    // its own deadlines, so a request waits at most this long for a connection and for an answer.
    connectionTimeoutMillis: Math.min(options.statementTimeoutMs, 5_000),
    query_timeout: options.statementTimeoutMs + 500,
    types,
  });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  const names = options.preparedStatements ? new StatementNames() : null;
  const base = wrap(pool, names);
  return {
    driver: 'pg',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, names));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async ready() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
