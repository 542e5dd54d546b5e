/** A row as both drivers return it: int8 as bigint, numeric as string, bytea as bytes, jsonb as objects. */
export type Row = Record<string, unknown>;

/** An int8range column, as its bounds (null = unbounded). */
export interface Int8Range {
  lower: bigint | null;
  upper: bigint | null;
  lowerInclusive: boolean;
  upperInclusive: boolean;
}

export interface Queryable {
  /** Runs one parameterised statement. Parameters are always bound, never spliced into the text. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, fixtures). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ready(): Promise<boolean>;
  /** Connections of a pool (pg); the embedded database has one connection and no pool. */
  poolStats?(): PoolStats;
  /**
   * Subscribes to NOTIFY on `channel` (LISTEN) and resolves once listening; the answer stops it. `onLost` is called
   * once if the subscription breaks (pg: its own connection dropped), after which nothing more arrives: the caller
   * subscribes again. The embedded database delivers its own notifications and never loses them.
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
