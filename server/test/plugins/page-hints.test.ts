import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@muestrario/shared/contract';
import { defaultManifestUrl, REMOTES } from '@muestrario/shared/domain';
import { SESSION_COOKIE } from '../../src/modules/auth/sessions-repository';
import { hostChunksOf, hostEntryOf, pageLinks, type HostFiles } from '../../src/plugins/page-hints';
import { createTestApp, type TestApp } from '../helpers/app';

/** The default /config.json: every remote served by this server. */
const CONFIG: RuntimeConfig = {
  apiBase: '/api',
  assetsBase: '/api/assets',
  remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, defaultManifestUrl(remote)])) as RuntimeConfig['remotes'],
};

const INDEX_HTML = '<!doctype html><html><head><script defer src=/main.js></script><link href=/main.1234abcd.css rel=stylesheet></head><body></body></html>';
const HOST: HostFiles = {
  scripts: ['/main.js'],
  styles: ['/main.1234abcd.css'],
  chunks: { app: ['/app.11111111.js', '/864.22222222.js'], 'remote-mount': ['/remote-mount.33333333.js'], 'layout-main': ['/layout-main.44444444.js'], 'layout-backoffice': ['/layout-backoffice.55555555.js'] },
};

describe('page hints (pure)', () => {
  it("reads index.html's entry script and stylesheet, quoted or not, and only local ones", () => {
    expect(hostEntryOf(INDEX_HTML)).toEqual({ scripts: ['/main.js'], styles: ['/main.1234abcd.css'] });
    expect(hostEntryOf('<script src="/a.js"></script><script src="https://cdn.example/x.js"></script><link rel="icon" href="/f.ico"><link rel=\'stylesheet\' href=\'/b.css\'>')).toEqual({
      scripts: ['/a.js'],
      styles: ['/b.css'],
    });
  });

  it('keeps only local URL lists from preload.json', () => {
    expect(hostChunksOf('{"app":["/app.1.js","//evil.example/x.js",3],"x":"nope"}')).toEqual({ app: ['/app.1.js'], x: [] });
  });

  it("signed in: entry first, then config, the router application, the remote's manifest, its layout and mount", () => {
    expect(pageLinks('/admin/socios', true, CONFIG, HOST)).toEqual([
      '</main.js>; rel=preload; as=script',
      '</main.1234abcd.css>; rel=preload; as=style',
      '</config.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</app.11111111.js>; rel=preload; as=script',
      '</864.22222222.js>; rel=preload; as=script',
      '</remotes/backoffice/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</layout-backoffice.55555555.js>; rel=preload; as=script',
      '</remote-mount.33333333.js>; rel=preload; as=script',
    ]);
  });

  it('signed out, or on a sign-in page: the entry and config only', () => {
    const light = ['</main.js>; rel=preload; as=script', '</main.1234abcd.css>; rel=preload; as=style', '</config.json>; rel=preload; as=fetch; crossorigin=anonymous'];
    expect(pageLinks('/admin', false, CONFIG, HOST)).toEqual(light);
    expect(pageLinks('/login', true, CONFIG, HOST)).toEqual(light);
    expect(pageLinks('/network-error/', true, CONFIG, HOST)).toEqual(light);
  });

  it('the manifest URL is the one /config.json gives (a remote served elsewhere too); no remote script is hinted', () => {
    const config = { ...CONFIG, remotes: { ...CONFIG.remotes, remote_editor: 'https://editor.example/mf-manifest.json' } };
    const links = pageLinks('/samples/12/design', true, config, HOST);
    expect(links).toContain('<https://editor.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(links).toContain('</layout-main.44444444.js>; rel=preload; as=script');
    expect(links.filter((l) => l.includes('editor.example') || l.includes('/remotes/'))).toEqual(['<https://editor.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous']);
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
      },
    });
  });
  afterAll(() => t.close());

  const linkOf = async (url: string, signedIn: boolean) => {
    const res = await t.app.inject({ method: 'GET', url, headers: signedIn ? { cookie: `${SESSION_COOKIE}=x` } : {} });
    expect(res.statusCode).toBe(200);
    return String(res.headers.link);
  };

  it("'/' and deep links carry the hints of their remote; a build that replaces preload.json is picked up", async () => {
    const home = await linkOf('/', true);
    expect(home.startsWith('</main.js>; rel=preload; as=script, </main.1234abcd.css>; rel=preload; as=style, </config.json>')).toBe(true);
    expect(home).toContain('</remotes/samples/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(home).toContain('</layout-main.44444444.js>; rel=preload; as=script');

    write('host/dist/preload.json', JSON.stringify({ ...HOST.chunks, 'layout-main': ['/layout-main.66666666.js'] }));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(web, 'host/dist/preload.json'), later, later);
    const rebuilt = await linkOf('/samples', true);
    expect(rebuilt).toContain('</layout-main.66666666.js>');
    expect(rebuilt).not.toContain('44444444');
  });

  it('without a session cookie no remote file is hinted', async () => {
    const link = await linkOf('/samples', false);
    expect(link).not.toContain('/remotes/');
    expect(link).toContain('</config.json>');
  });
});
