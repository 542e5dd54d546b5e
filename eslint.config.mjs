import next from 'eslint-config-next';

export default [
  ...next,
  { ignores: ['.next/**', 'node_modules/**', 'scratch/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
];
