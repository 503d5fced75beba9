/** End-to-end tests: Chromium through playwright-core against a running server (see scripts/test.mjs). */
module.exports = {
  displayName: 'e2e',
  rootDir: `${__dirname}/e2e`,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testTimeout: 60000,
  maxWorkers: 1,
};
