import next from 'eslint-config-next';

/**
 * The layers of docs/architecture.md, enforced: each entry names a folder and the folders its code must not import
 * (imports point down only). Tests may cross layers to set up what they check, so they are exempt.
 */
const LAYERS = {
  'lib/core': [
    'lib/ops',
    'lib/http',
    'lib/config',
    'lib/schemas',
    'lib/db',
    'lib/ledger',
    'lib/evm',
    'lib/demo',
    'lib/status',
    'lib/api',
    'lib/explorer',
    'lib/client',
    'components',
    'app',
  ],
  'lib/config': [
    'lib/ops',
    'lib/http',
    'lib/schemas',
    'lib/db',
    'lib/ledger',
    'lib/evm',
    'lib/demo',
    'lib/status',
    'lib/api',
    'lib/explorer',
    'lib/client',
    'components',
    'app',
  ],
  'lib/http': [
    'lib/ops',
    'lib/config',
    'lib/schemas',
    'lib/db',
    'lib/ledger',
    'lib/evm',
    'lib/demo',
    'lib/status',
    'lib/api',
    'lib/explorer',
    'lib/client',
    'components',
    'app',
  ],
  'lib/schemas': [
    'lib/ops',
    'lib/db',
    'lib/ledger',
    'lib/evm',
    'lib/demo',
    'lib/status',
    'lib/api',
    'lib/explorer',
    'lib/client',
    'components',
    'app',
  ],
  'lib/db': [
    'lib/ops',
    'lib/schemas',
    'lib/ledger',
    'lib/evm',
    'lib/demo',
    'lib/status',
    'lib/api',
    'lib/explorer',
    'lib/client',
    'components',
    'app',
  ],
  'lib/ops': ['lib/demo', 'lib/status', 'lib/api', 'lib/explorer', 'lib/client', 'components', 'app'],
  'lib/ledger': [
    'lib/ops',
    'lib/http',
    'lib/demo',
    'lib/status',
    'lib/api',
    'lib/explorer',
    'lib/client',
    'components',
    'app',
  ],
  'lib/evm': [
    'lib/ops',
    'lib/http',
    'lib/schemas',
    'lib/db',
    'lib/ledger',
    'lib/demo',
    'lib/status',
    'lib/api',
    'lib/explorer',
    'lib/client',
    'components',
    'app',
  ],
  'lib/demo': ['lib/ops', 'lib/ledger', 'lib/status', 'lib/api', 'lib/explorer', 'lib/client', 'components', 'app'],
  'lib/status': ['lib/ledger', 'lib/evm', 'lib/demo', 'lib/api', 'lib/explorer', 'lib/client', 'components', 'app'],
  'lib/api': ['lib/demo', 'lib/status', 'lib/explorer', 'lib/client', 'components', 'app'],
  'lib/explorer': ['lib/db', 'lib/ledger', 'lib/evm', 'lib/demo', 'lib/status', 'components', 'app'],
  'lib/client': ['lib/db', 'lib/ledger', 'lib/evm', 'lib/demo', 'lib/status', 'lib/explorer', 'components', 'app'],
  components: ['lib/ops', 'lib/db', 'lib/ledger', 'lib/evm', 'lib/demo', 'lib/api', 'app'],
  app: ['lib/db', 'lib/ledger', 'lib/evm', 'lib/demo'],
};

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-helpers.ts', '**/testing.ts', '**/*.testing.ts'];

const layerZones = Object.entries(LAYERS).flatMap(([target, forbidden]) =>
  forbidden.map((from) => ({
    target: `./${target}`,
    from: `./${from}`,
    message: `${target} must not import ${from}: imports point down the layers (docs/architecture.md).`,
  })),
);

/**
 * Inside lib/status, lowest first (docs/architecture.md, "Inside lib/status"): a module imports its own level and the
 * levels below it. read and authoring share a level and never import each other; what both need sits lower.
 */
const STATUS_LEVELS = [
  [
    'ids.ts',
    'errors.ts',
    'time.ts',
    'statuses.ts',
    'rollup.ts',
    'lifecycle.ts',
    'present.ts',
    'uptime.ts',
    'live-days.ts',
    'public-url.ts',
    'test-clock.ts',
    'write-time.ts',
    'ledger-probe.ts',
    'parse.ts',
    'xml-text.ts',
    'network-periods.ts',
  ],
  ['store'],
  ['context.ts', 'serialize.ts', 'effective-components.ts', 'page-view.ts'],
  ['health', 'metrics', 'network', 'subscriptions', 'incident-change.ts', 'maintenance.ts', 'freshness.ts'],
  ['read', 'authoring'],
  ['feeds'],
  ['http'],
];
const statusPath = (name) => `./lib/status/${name}`;
const statusZones = [
  ...STATUS_LEVELS.flatMap((level, i) => {
    const above = STATUS_LEVELS.slice(i + 1).flat();
    return above.length === 0
      ? []
      : [
          {
            target: level.map(statusPath),
            from: above.map(statusPath),
            message: 'lib/status: imports point down its levels (docs/architecture.md, "Inside lib/status").',
          },
        ];
  }),
  {
    target: statusPath('read'),
    from: statusPath('authoring'),
    message: 'lib/status/read must not import authoring: what both need sits lower.',
  },
  {
    target: statusPath('authoring'),
    from: statusPath('read'),
    message: 'lib/status/authoring must not import read: what both need sits lower.',
  },
];

const config = [
  ...next,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'scratch/**',
      '.data/**',
      '.data-e2e/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...statusZones] }],
    },
  },
  {
    // Configuration is read once and validated (lib/config); a stray process.env read skips both.
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    ignores: [...TESTS, 'lib/config/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through lib/config (getConfig), not process.env.',
        },
      ],
    },
  },
];

export default config;
