// The architecture's arrows, enforced by lint (see README.md, "Architecture", and docs/decisions.md,
// "Architecture and remotes"):
//   host → shared, each remote → shared, server → shared's contract, domain, rules and route paths.
// No remote imports another remote or the host; the host never imports a remote (it loads them at
// run time); shared imports none of them; pure folders import no React and touch no DOM.
// Proved by shared/test/architecture/boundaries.test.ts.

const REMOTES = ['remote-samples', 'remote-editor', 'remote-backoffice'];

/** Both spellings of a package: by name (@muestrario/x) and by relative path (../../x/…). */
const pkg = (dir) => [`@muestrario/${dir}`, `@muestrario/${dir}/**`, `**/${dir}`, `**/${dir}/**`];

const restrict = (files, groups, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

const REACT_AND_UI = ['react', 'react/**', 'react-dom', 'react-dom/**', 'react-router', 'react-router-dom', 'swr', 'swr/**', '@radix-ui/**', 'react-rnd', 'react-dropzone'];
const DOM_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'Image'].map(
  (name) => ({ name, message: 'Pure code: no DOM. Take what you need as an argument.' }),
);

export const boundaries = [
  ...REMOTES.map((remote) =>
    restrict(
      [`${remote}/**/*.{ts,tsx}`],
      [...pkg('host'), ...pkg('server'), ...REMOTES.filter((r) => r !== remote).flatMap(pkg)],
      'A remote imports only shared/ (never the host, the server or another remote).',
    ),
  ),
  restrict(['host/**/*.{ts,tsx}'], [...pkg('server'), ...REMOTES.flatMap(pkg)], 'The host loads remotes at run time and imports only shared/.'),
  restrict(['shared/**/*.{ts,tsx}'], [...pkg('host'), ...pkg('server'), ...REMOTES.flatMap(pkg)], 'shared/ imports no app.'),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...pkg('host'), ...REMOTES.flatMap(pkg), '**/shared/src/**'], message: "The server imports only shared's contract, domain, rules and routes." },
            { regex: '^@muestrario/shared(?!/(contract|domain|rules|routes)$)', message: "The server imports only shared's contract, domain, rules and routes." },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/{contract,domain,rules}/**/*.ts', 'remote-editor/src/model/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: REACT_AND_UI, message: 'Pure code: no React, router, SWR or UI library here.' },
            { group: [...pkg('host'), ...pkg('server'), ...REMOTES.flatMap(pkg)], message: 'shared/ imports no app.' },
            { group: ['**/ui', '**/ui/**', '**/api', '**/api/**'], message: 'Pure code: no UI kit or API client here.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...DOM_GLOBALS],
    },
  },
];
