import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@muestrario/shared/contract';
import { defaultManifestUrl, REMOTES } from '@muestrario/shared/domain';
import { SESSION_COOKIE } from '../../src/modules/auth/sessions-repository';
import { hostChunksOf, hostEntryOf, namedChunkFiles, pageLinks, remoteFilesOf, type HostFiles } from '../../src/plugins/page-hints';
import { createTestApp, type TestApp } from '../helpers/app';

/** The default /config.json: every remote served by this server. */
const CONFIG: RuntimeConfig = {
  apiBase: '/api',
  assetsBase: '/api/assets',
  remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, defaultManifestUrl(remote)])) as RuntimeConfig['remotes'],
};

const manifest = (entry: string, sync: string[], css: string[]) => ({
  metaData: { remoteEntry: { name: entry, path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync, async: ['999.deadbeef.js'] }, css: { sync: css, async: [] } } }],
});

const INDEX_HTML = '<!doctype html><html><head><script defer src=/main.js></script><link href=/main.1234abcd.css rel=stylesheet></head><body></body></html>';
const HOST: HostFiles = {
  scripts: ['/main.js'],
  styles: ['/main.1234abcd.css'],
  chunks: {
    app: ['/app.11111111.js', '/864.22222222.js'],
    'sign-in': ['/sign-in.66666666.js'],
    approval: ['/approval.77777777.js', '/approval.88888888.css'],
    'password-reset': ['/password-reset.99999999.js'],
    'layout-main': ['/layout-main.44444444.js'], 'layout-backoffice': ['/layout-backoffice.55555555.js'] },
};

describe('page hints (pure)', () => {
  it("reads index.html's entry script and stylesheet, quoted or not, and only local ones", () => {
    expect(hostEntryOf(INDEX_HTML)).toEqual({ scripts: ['/main.js'], styles: ['/main.1234abcd.css'] });
    expect(hostEntryOf('<script src="/a.js"></script><script src="https://cdn.example/x.js"></script><link rel="icon" href="/f.ico"><link rel=\'stylesheet\' href=\'/b.css\'>')).toEqual({
      scripts: ['/a.js'],
      styles: ['/b.css'],
    });
  });

  it("lists a manifest's remoteEntry and the routes module's sync files beside it, never a path that climbs out", () => {
    expect(remoteFilesOf('/remotes/samples/mf-manifest.json', manifest('remoteEntry.js', ['1.aaaaaaaa.js', '../../x.js'], ['1.bbbbbbbb.css']))).toEqual({
      scripts: ['/remotes/samples/remoteEntry.js', '/remotes/samples/1.aaaaaaaa.js'],
      styles: ['/remotes/samples/1.bbbbbbbb.css'],
    });
    expect(remoteFilesOf('/remotes/samples/mf-manifest.json', { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '../..' } } }).scripts).toEqual([
      '/remotes/samples/remoteEntry.js',
    ]);
    expect(remoteFilesOf('/remotes/bo/mf-manifest.json', {})).toEqual({ scripts: [], styles: [] });
  });

  it('keeps only local URL lists from preload.json', () => {
    expect(hostChunksOf('{"app":["/app.1.js","//evil.example/x.js",3],"x":"nope"}')).toEqual({ app: ['/app.1.js'], x: [] });
  });

  const files = () => ({ scripts: ['/remotes/backoffice/remoteEntry.js'], styles: ['/remotes/backoffice/9.cccccccc.css'] });

  it('signed in: entry first, then config, the router application, the remote and its layout', () => {
    expect(pageLinks('/admin/socios', true, CONFIG, HOST, files)).toEqual([
      '</main.js>; rel=preload; as=script',
      '</main.1234abcd.css>; rel=preload; as=style',
      '</config.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</app.11111111.js>; rel=preload; as=script',
      '</864.22222222.js>; rel=preload; as=script',
      '</remotes/backoffice/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/backoffice/9.cccccccc.css>; rel=preload; as=style',
      '</remotes/backoffice/remoteEntry.js>; rel=preload; as=script',
      '</layout-backoffice.55555555.js>; rel=preload; as=script',
    ]);
  });

  it('signed out: the entry and config only', () => {
    const light = ['</main.js>; rel=preload; as=script', '</main.1234abcd.css>; rel=preload; as=style', '</config.json>; rel=preload; as=fetch; crossorigin=anonymous'];
    expect(pageLinks('/admin', false, CONFIG, HOST, files)).toEqual(light);
  });

  it("a light entry's page: the entry, config and that entry's chunk, signed in or not", () => {
    const entry = ['</main.js>; rel=preload; as=script', '</main.1234abcd.css>; rel=preload; as=style', '</config.json>; rel=preload; as=fetch; crossorigin=anonymous'];
    const signIn = [...entry, '</sign-in.66666666.js>; rel=preload; as=script'];
    expect(pageLinks('/login', true, CONFIG, HOST, files)).toEqual(signIn);
    expect(pageLinks('/login', false, CONFIG, HOST, files)).toEqual(signIn);
    expect(pageLinks('/network-error/', true, CONFIG, HOST, files)).toEqual(signIn);
    expect(pageLinks('/aprobar/abc123', false, CONFIG, HOST, files)).toEqual([...entry, '</approval.77777777.js>; rel=preload; as=script', '</approval.88888888.css>; rel=preload; as=style']);
    expect(pageLinks('/recuperar-contrasena', false, CONFIG, HOST, files)).toEqual([...entry, '</password-reset.99999999.js>; rel=preload; as=script']);
  });

  it("the editor's page also gets its screen's chunk (the registry's screenChunk), after the layout; a path below the mount does not", () => {
    const editorFiles = () => ({
      scripts: ['/remotes/editor/remoteEntry.js'],
      styles: [],
      screen: { scripts: ['/remotes/editor/689.dddddddd.js'], styles: ['/remotes/editor/689.eeeeeeee.css'] },
    });
    const links = pageLinks('/samples/12/design', true, CONFIG, HOST, editorFiles);
    expect(links.slice(-3)).toEqual([
      '</layout-main.44444444.js>; rel=preload; as=script',
      '</remotes/editor/689.eeeeeeee.css>; rel=preload; as=style',
      '</remotes/editor/689.dddddddd.js>; rel=preload; as=script',
    ]);
    expect(pageLinks('/samples/12/design/otra', true, CONFIG, HOST, editorFiles).join()).not.toContain('689.');
    expect(pageLinks('/samples/12/design', false, CONFIG, HOST, editorFiles).join()).not.toContain('689.');
  });

  it("reads a named chunk's files from chunks.json beside the manifest, safe file names only", () => {
    const chunks = { named: { 'editor-screen': { files: ['689.dddddddd.css', '689.dddddddd.js', '../x.js', 7] }, other: { files: [] } } };
    expect(namedChunkFiles('/remotes/editor/mf-manifest.json', chunks, 'editor-screen')).toEqual({
      scripts: ['/remotes/editor/689.dddddddd.js'],
      styles: ['/remotes/editor/689.dddddddd.css'],
    });
    expect(namedChunkFiles('/remotes/editor/mf-manifest.json', chunks, 'other')).toBeNull();
    expect(namedChunkFiles('/remotes/editor/mf-manifest.json', {}, 'editor-screen')).toBeNull();
  });

  it('a remote served elsewhere gets its manifest hinted, from /config.json, and none of its scripts', () => {
    const config = { ...CONFIG, remotes: { ...CONFIG.remotes, remote_editor: 'https://editor.example/mf-manifest.json' } };
    const links = pageLinks('/samples/12/design', true, config, HOST, () => null);
    expect(links.filter((l) => l.includes('editor.example') || l.includes('/remotes/'))).toEqual(['<https://editor.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous']);
    expect(links).toContain('</layout-main.44444444.js>; rel=preload; as=script');
  });
});

describe('page hints on index.html (SQLite app)', () => {
  let t: TestApp;
  let web: string;
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(web, rel)), { recursive: true });
    fs.writeFileSync(path.join(web, rel), content);
  };
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      prepare: (dirs) => {
        web = dirs.webRoot;
        write('host/dist/index.html', INDEX_HTML);
        write('host/dist/preload.json', JSON.stringify(HOST.chunks));
        write('remote-samples/dist/mf-manifest.json', JSON.stringify(manifest('remoteEntry.js', ['7.aaaaaaaa.js'], [])));
        write('remote-editor/dist/mf-manifest.json', JSON.stringify(manifest('remoteEntry.js', ['5.aaaaaaaa.js'], [])));
        write('remote-editor/dist/chunks.json', JSON.stringify({ entry: { files: [], shares: {} }, named: { 'editor-screen': { files: ['689.ffffffff.js'], shares: {} } }, imports: {}, provides: {} }));
      },
    });
  });
  afterAll(() => t.close());

  const linkOf = async (url: string, signedIn: boolean) => {
    const res = await t.app.inject({ method: 'GET', url, headers: signedIn ? { cookie: `${SESSION_COOKIE}=x` } : {} });
    expect(res.statusCode).toBe(200);
    return String(res.headers.link);
  };

  it("'/' and deep links carry the hints of their remote; a build that replaces a manifest or preload.json is picked up", async () => {
    const home = await linkOf('/', true);
    expect(home.startsWith('</main.js>; rel=preload; as=script, </main.1234abcd.css>; rel=preload; as=style, </config.json>')).toBe(true);
    expect(home).toContain('</remotes/samples/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(home).toContain('</remotes/samples/7.aaaaaaaa.js>; rel=preload; as=script');
    expect(home).toContain('</layout-main.44444444.js>; rel=preload; as=script');

    const later = new Date(Date.now() + 5000);
    write('remote-samples/dist/mf-manifest.json', JSON.stringify(manifest('remoteEntry.js', ['8.bbbbbbbb.js'], [])));
    fs.utimesSync(path.join(web, 'remote-samples/dist/mf-manifest.json'), later, later);
    write('host/dist/preload.json', JSON.stringify({ ...HOST.chunks, 'layout-main': ['/layout-main.66666666.js'] }));
    fs.utimesSync(path.join(web, 'host/dist/preload.json'), later, later);
    const rebuilt = await linkOf('/samples', true);
    expect(rebuilt).toContain('</remotes/samples/8.bbbbbbbb.js>');
    expect(rebuilt).toContain('</layout-main.66666666.js>');
    expect(rebuilt).not.toMatch(/7\.aaaaaaaa|44444444/);
  });

  it("the editor's page carries its screen's chunk from the editor's build (chunks.json)", async () => {
    const link = await linkOf('/samples/12/design', true);
    expect(link).toContain('</remotes/editor/5.aaaaaaaa.js>; rel=preload; as=script');
    expect(link.endsWith('</remotes/editor/689.ffffffff.js>; rel=preload; as=script')).toBe(true);
  });

  it('without a session cookie no remote file is hinted', async () => {
    const link = await linkOf('/samples', false);
    expect(link).not.toContain('/remotes/');
    expect(link).toContain('</config.json>');
  });
});
