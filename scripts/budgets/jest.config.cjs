/**
 * The byte budgets' Jest run (`node scripts/test.mjs budgets`): jsdom like the apps' own tests, because the
 * check imports the remotes' route tables (React elements, CSS imports stubbed). Not part of the unit run:
 * it needs a build.
 */
const path = require('node:path');
const { projects } = require('../../jest.config.cjs');
const host = projects.find((p) => p.displayName === 'host');

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  testTimeout: 120000,
  transform: host.transform,
  transformIgnorePatterns: host.transformIgnorePatterns,
  moduleNameMapper: { '\\.css$': '<rootDir>/shared/test/style-stub.cjs' },
  testEnvironment: '<rootDir>/shared/test/jsdom-environment.cjs',
  testMatch: ['<rootDir>/scripts/budgets/**/*.test.ts'],
};
