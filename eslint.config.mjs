import next from 'eslint-config-next';

const config = [
  ...next,
  { ignores: ['.next/**', 'node_modules/**', 'scratch/**', '.data/**', '.data-e2e/**', 'test-results/**', 'playwright-report/**'] },
];

export default config;
