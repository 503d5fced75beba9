import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const CI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * The SAT's reference files: `../shared/sat` beside the repository (how CI lays it out), else
 * /work/shared/sat (a worktree's machine). Null when neither exists.
 */
export const SAT_REFERENCE_DIR: string | null =
  [path.resolve(REPO, '..', 'shared', 'sat'), '/work/shared/sat'].find((dir) => existsSync(path.join(dir, 'www.sat.gob.mx'))) ?? null;

export const CFD = (dir: string) => path.join(dir, 'www.sat.gob.mx', 'sitio_internet', 'cfd');

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/**
 * Why the reference checks cannot run here (no SAT folder, no xmllint or xsltproc), or null. In CI a
 * missing tool is a failure (.ci/run installs them), elsewhere the tests skip and say so.
 */
export function missingReference(): string | null {
  const missing = [
    SAT_REFERENCE_DIR ? '' : 'the SAT folder (../shared/sat, /work/shared/sat)',
    has('xmllint') ? '' : 'xmllint (Debian libxml2-utils)',
    has('xsltproc') ? '' : 'xsltproc (Debian xsltproc)',
  ].filter(Boolean);
  if (missing.length === 0) return null;
  const reason = `missing ${missing.join(', ')}`;
  if (CI) throw new Error(`CFDI reference checks cannot run in CI: ${reason}.`);
  return reason;
}

/** The stylesheet's stdout (its XSLT 2.0 warnings on stderr are ignored). */
export function xsltproc(stylesheet: string, xmlFile: string): string {
  return execFileSync('xsltproc', [stylesheet, xmlFile], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/**
 * `xmllint --noout --schema` over the files against the reference folder's schemas: a bundle schema in a
 * temporary folder imports cfdv40.xsd, Pagos20.xsd and TimbreFiscalDigitalv11.xsd by absolute path.
 * Returns the status and stderr ('file validates' per valid file).
 */
export function xmllintSchema(files: readonly string[]): { status: number; output: string } {
  const cfd = CFD(SAT_REFERENCE_DIR!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cfdi-xsd-'));
  const bundle = path.join(dir, 'bundle.xsd');
  writeFileSync(
    bundle,
    `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sat.gob.mx/cfd/4" schemaLocation="file://${cfd}/4/cfdv40.xsd"/>
  <xs:import namespace="http://www.sat.gob.mx/Pagos20" schemaLocation="file://${cfd}/Pagos/Pagos20.xsd"/>
  <xs:import namespace="http://www.sat.gob.mx/TimbreFiscalDigital" schemaLocation="file://${cfd}/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd"/>
</xs:schema>
`,
  );
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', bundle, ...files], { encoding: 'utf8' });
  return { status: run.status ?? -1, output: `${run.stdout}${run.stderr}` };
}
