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

/** How long a health probe waits for its connection and for `select 1`. */
const PROBE_DEADLINE_MS = 1_000;

/**
 * The connection health probes use: one of its own, outside the pool, so a probe never waits in the queue behind
 * the requests (a busy pool is not a down database). Probes at the same moment share one query; a connection
 * that failed or missed its deadline is dropped and the next probe opens a fresh one.
 */
function probeConnection(url: string): { ready(): Promise<boolean>; close(): Promise<void> } {
  let client: Promise<pg.Client> | null = null;
  let inFlight: Promise<boolean> | null = null;
  const drop = () => {
    const gone = client;
    client = null;
    void gone?.then((c) => c.end()).catch(() => undefined);
  };
  const connect = () => {
    client ??= (async () => {
      const c = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: PROBE_DEADLINE_MS,
        query_timeout: PROBE_DEADLINE_MS,
        application_name: 'lqs-health-probe',
      });
      c.on('error', () => drop()); // the server went away between probes
      await c.connect();
      return c;
    })();
    return client;
  };
  const probe = async () => {
    try {
      await (await connect()).query('select 1');
      return true;
    } catch {
      drop();
      return false;
    }
  };
  return {
    ready() {
      inFlight ??= probe().finally(() => (inFlight = null));
      return inFlight;
    },
    async close() {
      await inFlight;
      const open = client;
      client = null;
      await open?.then((c) => c.end()).catch(() => undefined);
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool and stops listening). A dropped connection
 * is reported once through `onLost` and not reopened here: the caller decides when to subscribe again.
 */
async function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: (error: Error) => void,
  open: Set<() => Promise<void>>,
): Promise<() => Promise<void>> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    application_name: 'lqs-listen',
    types,
  });
  let over = false;
  // Stopping on purpose (the caller, or the store closing) reports no loss.
  const stop = async () => {
    over = true;
    open.delete(stop);
    await client.end().catch(() => undefined);
  };
  const lose = (error: Error) => {
    if (over) return;
    void stop();
    onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the listening connection closed')));
  client.on('notification', (message) => {
    if (!over && message.channel === channel) onNotify(message.payload ?? '');
  });
  open.add(stop);
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
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
  const probe = probeConnection(options.url);
  const listeners = new Set<() => Promise<void>>();
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
    ready: () => probe.ready(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify, onLost) => listenOn(options.url, channel, onNotify, onLost, listeners),
    close: async () => {
      await Promise.all([pool.end(), probe.close(), ...[...listeners].map((stop) => stop())]);
    },
  };
}
