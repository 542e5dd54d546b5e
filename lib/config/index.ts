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

/**
 * API_USERS (the reference's `hiero.mirror.rest.users`, interface 0.147): a JSON array of HTTP Basic users, each
 * with an optional `limit` that replaces API_LIMIT_MAX for its requests.
 */
const apiUser = z
  .object({ username: z.string().min(1), password: z.string().min(1), limit: z.number().int().positive().optional() })
  .strict();
export type ApiUser = z.infer<typeof apiUser>;
const apiUsers = z
  .string()
  .default('[]')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON array such as [{"username":"…","password":"…","limit":500}]',
      });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(apiUser)
      .refine((users) => new Set(users.map((u) => u.username)).size === users.length, 'usernames must be unique'),
  );

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
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: publicUrl,
  // Subscriber e-mail (lib/status/subscriptions): unset SMTP_URL offers webhook subscriptions only.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  SMTP_FROM: z
    .string()
    .regex(
      /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
      'must be an address, e.g. Status <status@example.com>',
    )
    .default('Status <status@localhost>'),
  STATUS_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // The operator's own alerts of component status changes (lib/status/subscriptions/operator-alerts.ts): incoming
  // webhooks of Slack, Teams or Discord (told from the host) or signed webhooks, comma-separated.
  STATUS_ALERT_WEBHOOKS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url.length > 0),
    )
    .pipe(
      z.array(
        z
          .url('must be absolute URLs, comma-separated')
          .refine(
            (url) => url.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url),
            'must be https:// URLs (http:// only for localhost)',
          ),
      ),
    )
    .optional(),
  // Behind a reverse proxy that sets them: X-Forwarded-For (its first hop names the client), -Host and -Proto are
  // believed. Off, they are the client's own words and ignored (lib/http/client.ts).
  TRUST_PROXY: flag(false),
  // Per-client limits (lib/http/rate-limit.ts), shared through REDIS_URL when set; 0 turns a limit off. The public
  // APIs (/api/v1, /api/v2) have none by default, as the Mirror Node's REST service has none: an operator who wants
  // one sets it, and behind a reverse proxy also TRUST_PROXY, or every reader counts as the proxy's one address.
  RATE_LIMIT_API_PER_SECOND: limitOrOff(0),
  // Wrong credentials (admin sign-in, Manage API keys, unknown admin sessions) a client may send per minute.
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: limitOrOff(10),
  // Subscription requests per hour, counted per client and per e-mail address: each one sends a confirmation
  // e-mail, so the form must not become a way to flood somebody's inbox.
  RATE_LIMIT_SUBSCRIBE_PER_HOUR: limitOrOff(10),
  // Explorer pages rendered at once, and how many more may wait (up to 2 s) for a place; beyond that a page is a fast
  // 503 with Retry-After (scripts/server.ts), so a flood of page views cannot queue on every core and make /api/v1,
  // health and the status page late too.
  PAGE_RENDERS_IN_FLIGHT: positiveInt(4),
  PAGE_RENDER_QUEUE: z.coerce.number().int().nonnegative().default(16),
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
  API_MAX_REPEATED_QUERY_PARAMETERS: positiveInt(100), // query.maxRepeatedQueryParameters
  API_USERS: apiUsers, // users
  // POST /api/v1/contracts/call (the reference's hiero.mirror.web3.* keys in parentheses): the EVM's chain id,
  // the process-wide throttles (throttle.requestsPerSecond, throttle.gasPerSecond) and each call's deadline.
  EVM_CHAIN_ID: z.coerce.bigint().nonnegative().default(298n),
  WEB3_REQUESTS_PER_SECOND: positiveInt(500),
  WEB3_GAS_PER_SECOND: positiveInt(1_500_000_000),
  WEB3_CALL_TIMEOUT_MS: positiveInt(10_000),
  WEB3_OPCODE_REQUESTS_PER_SECOND: positiveInt(1), // throttle.opcodeRequestsPerSecond
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

/** Every variable the configuration reads (the README's Configuration table lists each, lib/config/readme.test.ts). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof Config)[];

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
