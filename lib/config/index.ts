import { z } from 'zod';
import { BLOCK_STALL_FORMAT, NODE_OUTAGE_FORMAT, parseBlockStall, parseNodeOutage } from './demo-history';
import { parseNetworks } from './networks';

/**
 * The service's whole configuration, read once from the environment and validated.
 * A bad value stops start-up with a message naming the variable (see `loadConfig`).
 */
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'on', 'yes'].includes(v)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A limit where 0 means "no limit". */
const limitOrOff = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

/** A past incident of the demo ledger, written as text; parses to its window (or null for off). */
const historyWindow = <T>(parse: (text: string) => { value: T } | null, message: string, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const parsed = parse(text);
      if (!parsed) ctx.addIssue({ code: 'custom', message });
      return parsed ? parsed.value : (z.NEVER as T);
    });

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
  .optional();

/** Where readers reach this service: absolute http(s), no query or fragment; kept without a trailing slash. */
const publicUrl = z
  .string()
  .refine((text) => {
    try {
      const url = new URL(text);
      return /^https?:$/.test(url.protocol) && !text.includes('?') && !text.includes('#') && url.username === '';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL without credentials, query or fragment, e.g. https://status.example.com')
  .transform((text) => text.replace(/\/+$/, ''))
  .optional();

const envSchema = z.object({
  DATABASE_URL: postgresUrl,
  STATUS_DATABASE_URL: postgresUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: publicUrl,
  // Subscriber e-mail (lib/status/subscriptions): unset SMTP_URL offers webhook subscriptions only.
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587').optional(),
  SMTP_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address, e.g. Status <status@example.com>')
    .default('Status <status@localhost>'),
  STATUS_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Behind a reverse proxy that sets them: X-Forwarded-For (its first hop names the client), -Host and -Proto are
  // believed. Off, they are the client's own words and ignored (lib/http/client.ts).
  TRUST_PROXY: flag(false),
  // Per-client limits (lib/http/rate-limit.ts), shared through REDIS_URL when set; 0 turns a limit off. The public
  // APIs (/api/v1, /api/v2) default to the public Mirror Node's 50 requests per second per IP.
  RATE_LIMIT_API_PER_SECOND: limitOrOff(50),
  // Wrong credentials (admin sign-in, Manage API keys, unknown admin sessions) a client may send per minute.
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: limitOrOff(10),
  // Subscription requests per hour, counted per client and per e-mail address: each one sends a confirmation
  // e-mail, so the form must not become a way to flood somebody's inbox.
  RATE_LIMIT_SUBSCRIBE_PER_HOUR: limitOrOff(10),
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  DB_POOL_SIZE: positiveInt(10),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(20_000),
  // Named prepared statements (planned once per connection, lib/db/statement-names.ts); off behind a pooler in
  // transaction mode that does not keep them (PgBouncer before 1.21).
  DB_PREPARED_STATEMENTS: flag(true),
  LEDGER_READ_ONLY: flag(false),
  // A ledger read from a hot standby: readiness turns DOWN when it has replayed nothing new for longer than this
  // while WAL it has received waits (lib/ops/readiness.ts).
  LEDGER_MAX_REPLICA_LAG_SECONDS: positiveInt(60),
  NETWORK_NAME: z.string().min(1).default('Demo Network'),
  EXPLORER_NETWORKS: z
    .string()
    .refine(isNetworkList, 'must be a comma-separated list of name=URL or URL (http or https)')
    .optional(),
  // Mirror Node settings, same meaning as the reference's keys in parentheses.
  API_LIMIT_DEFAULT: positiveInt(25), // response.limit.default
  API_LIMIT_MAX: positiveInt(100), // response.limit.max
  API_TOKEN_BALANCE_LIMIT_SINGLE: positiveInt(1000), // response.limit.tokenBalance.singleAccount
  API_TOKEN_BALANCE_LIMIT_MULTIPLE: positiveInt(50), // response.limit.tokenBalance.multipleAccounts
  API_BIND_TIMESTAMP_RANGE: flag(false), // query.bindTimestampRange
  API_MAX_TRANSACTIONS_TIMESTAMP_RANGE_NS: z.coerce.bigint().positive().default(5_184_000_000_000_000n), // 60 d
  API_MAX_TIMESTAMP_RANGE_NS: z.coerce.bigint().positive().default(604_800_000_000_000n), // 7 d
  API_MAX_REPEATED_QUERY_PARAMETERS: positiveInt(100),
  // Demo ledger
  DEMO_LIVE: flag(false),
  DEMO_SEED: z.coerce.number().int().nonnegative().default(42),
  DEMO_BLOCKS: positiveInt(3000),
  DEMO_BLOCK_INTERVAL_MS: positiveInt(2000),
  DEMO_NODE_OUTAGE: historyWindow(parseNodeOutage, `must be ${NODE_OUTAGE_FORMAT}`, '4:80:20'),
  DEMO_BLOCK_STALL: historyWindow(parseBlockStall, `must be ${BLOCK_STALL_FORMAT}`, '30:3'),
  // Health thresholds for the status page (seconds of block age)
  HEALTH_BLOCK_DEGRADED_S: positiveInt(10),
  HEALTH_BLOCK_PARTIAL_S: positiveInt(60),
  HEALTH_BLOCK_MAJOR_S: positiveInt(300),
  HEALTH_NODE_SILENT_MINUTES: positiveInt(5),
  STATUS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Etc/UTC or Europe/Zurich')
    .default('Etc/UTC'),
  // Test only, set by scripts/e2e.ts and never in production: with STATUS_TEST_CLOCK on, maintenance transitions
  // follow the wall clock plus the milliseconds written in STATUS_CLOCK_OFFSET_FILE (lib/status/test-clock.ts).
  STATUS_TEST_CLOCK: flag(false),
  STATUS_CLOCK_OFFSET_FILE: z.string().min(1).optional(),
});

export type Config = z.infer<typeof envSchema>;

function isNetworkList(value: string): boolean {
  try {
    parseNetworks(value);
    return true;
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {}

/** Parses an environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as in most twelve-factor tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The process configuration, validated on first use. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests and the conformance runner: derive a configuration with some values replaced. */
export function withOverrides(base: Config, overrides: Partial<Config>): Config {
  return { ...base, ...overrides };
}
