import fs from 'node:fs';
import path from 'node:path';
import { HOST_START_CHUNKS, REMOTES } from '@muestrario/shared/domain';

/*
 * webpack reads chunk names only from literal `webpackChunkName` comments, so the host spells them out;
 * the server's preload hints and the build's compile hints read them from HOST_START_CHUNKS. This keeps
 * the two spellings the same.
 */
const chunkNamesIn = (file: string) =>
  [...fs.readFileSync(path.join(__dirname, '..', file), 'utf8').matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]);

describe('host start-up chunk names', () => {
  it('the names in the code are the shared ones', () => {
    const layouts = [...new Set(REMOTES.map((remote) => HOST_START_CHUNKS.layout(remote.layout)))];
    expect(chunkNamesIn('bootstrap.tsx')).toEqual([HOST_START_CHUNKS.app, HOST_START_CHUNKS.signIn, HOST_START_CHUNKS.approval, HOST_START_CHUNKS.programPortal, HOST_START_CHUNKS.passwordReset]);
    expect(chunkNamesIn('app/routes.tsx').sort()).toEqual([...layouts, HOST_START_CHUNKS.approval, HOST_START_CHUNKS.programPortal].sort());
  });
});
