import path from 'node:path';

/**
 * `app.inject` loads light-my-request, which on this version requires the ESM-only `cookie@2`;
 * Jest's CommonJS runtime cannot load that on Node 20 ("Must use import to load ES Module").
 * light-my-request only needs `stringifySetCookie({ name, value })` from it (to encode the
 * `cookies` inject option), so we hand it the same function built on the CommonJS `cookie@1`
 * that @fastify/cookie already uses. A Jest `transformIgnorePatterns` entry for `cookie` in the
 * root config would make this file unnecessary.
 */
const fastifyDir = path.dirname(require.resolve('fastify/package.json'));
const lightMyRequestDir = path.dirname(require.resolve('light-my-request/package.json', { paths: [fastifyDir] }));
const esmCookie = require.resolve('cookie', { paths: [lightMyRequestDir] });
const fastifyCookieDir = path.dirname(require.resolve('@fastify/cookie/package.json'));
const cjsCookie = require.resolve('cookie', { paths: [fastifyCookieDir] });

jest.doMock(esmCookie, () => {
  const { serialize } = jest.requireActual<{ serialize: (name: string, value: string) => string }>(cjsCookie);
  return { stringifySetCookie: ({ name, value }: { name: string; value: string }) => serialize(name, value) };
});
