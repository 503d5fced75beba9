/** One Jest run, one project per package (the end-to-end tests are Playwright's: e2e/playwright.config.ts). */
const { require: tsRequire } = require('tsx/cjs/api');
/** The app folders from the one apps registry (shared/src/domain/apps.ts). */
const { APP_DIRS } = tsRequire('./shared/src/domain/apps.ts', __filename);
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
/** jsdom with Node's Fetch API for MSW (see the file). */
const jsdom = '<rootDir>/../shared/test/jsdom-environment.cjs';
const base = {
  transform: { '^.+\\.[cm]?[tj]sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/../shared/test/style-stub.cjs' },
  // MSW 2 depends on two packages published only as ES modules: compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(rettime|until-async|@open-draft)[@/+])'],
};
const browser = (name) => ({
  ...base,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: jsdom,
  setupFilesAfterEnv: ['<rootDir>/../shared/test/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  // Global: a project-level testTimeout is not applied by Jest (seen under load: 5 s timeouts in server tests).
  testTimeout: 30000,
  // Two workers on the 2-core machines: the API tests wait on SQLite files and PostgreSQL about half the
  // time, so a second worker overlaps those waits (measured: the whole run 13 min 45 s with two on a quiet
  // machine; Jest's default there is one).
  maxWorkers: 2,
  projects: [
    {
      ...base,
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/build/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    {
      // The UI kit and anything else rendered: jsdom + Testing Library.
      ...base,
      displayName: 'shared-dom',
      rootDir: '<rootDir>/shared',
      testEnvironment: jsdom,
          setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
      testMatch: ['<rootDir>/src/**/*.test.tsx'],
    },
    ...APP_DIRS.map(browser),
    {
      ...base,
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      testTimeout: 30000,
    },
  ],
};
