import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The SAT schemas shipped with the app (server/assets/sat/, the SAT's own relative paths, copied from the
 * SAT's site through /work/shared/sat; catCFDI.xsd is the reduced stand-in described there). A test checks
 * the copies against /work/shared/sat when that folder exists.
 */
export const SAT_ASSETS_DIR = path.join(__dirname, '..', '..', '..', 'assets', 'sat');

const CFD = 'www.sat.gob.mx/sitio_internet/cfd';

/** The schema of each namespace a CFDI may carry, with everything it imports. */
export const SCHEMA_SETS = {
  cfdi: { namespace: 'http://www.sat.gob.mx/cfd/4', main: `${CFD}/4/cfdv40.xsd` },
  pagos: { namespace: 'http://www.sat.gob.mx/Pagos20', main: `${CFD}/Pagos/Pagos20.xsd` },
  tfd: { namespace: 'http://www.sat.gob.mx/TimbreFiscalDigital', main: `${CFD}/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd` },
} as const;

/** Every schema file shipped, relative to SAT_ASSETS_DIR. */
export const SAT_SCHEMA_FILES = [
  `${CFD}/4/cfdv40.xsd`,
  `${CFD}/tipoDatos/tdCFDI/tdCFDI.xsd`,
  `${CFD}/catalogos/catCFDI.xsd`,
  `${CFD}/Pagos/Pagos20.xsd`,
  `${CFD}/catalogos/Pagos/catPagos.xsd`,
  `${CFD}/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`,
] as const;

let cache: Map<string, Buffer> | undefined;

/** The shipped schema files' contents by relative path (read once). */
export function satSchemaFiles(): Map<string, Buffer> {
  cache ??= new Map(SAT_SCHEMA_FILES.map((file) => [file, readFileSync(path.join(SAT_ASSETS_DIR, file))]));
  return cache;
}

/**
 * A schema that only imports the chosen namespaces' schemas (xs:any in cfdi:Complemento is strict, so a
 * complement validates only when its schema is loaded beside CFDI 4.0's).
 */
export function bundleSchema(sets: readonly (keyof typeof SCHEMA_SETS)[]): string {
  const imports = sets.map((key) => `  <xs:import namespace="${SCHEMA_SETS[key].namespace}" schemaLocation="${SCHEMA_SETS[key].main}"/>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${imports.join('\n')}\n</xs:schema>\n`;
}
