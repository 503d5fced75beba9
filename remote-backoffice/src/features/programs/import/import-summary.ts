import type { RosterImportResult } from '@muestrario/shared/domain';

/*
 * The words of the roster import's preview and its outcome (issue 35, item 2): counts in Spanish with
 * their plurals, and what the import button offers.
 */

const count = (n: number, one: string, many: string) => `${n.toLocaleString('es-MX')} ${n === 1 ? one : many}`;

/** Rows the import writes: new employees and changes (rows that change nothing are not counted). */
export const rowsToImport = (counts: RosterImportResult['counts']) => counts.new + counts.updated;

/** '3 nuevos · 2 actualizados · 1 sin cambios · 4 con errores' (zeros left out, except 'nuevos' and 'con errores'). */
export function previewParts(counts: RosterImportResult['counts']): { text: string; tone: 'green' | 'primary' | 'gray' | 'red' | 'yellow' }[] {
  return [
    { text: count(counts.new, 'nuevo', 'nuevos'), tone: 'green' as const, show: true },
    { text: count(counts.updated, 'actualizado', 'actualizados'), tone: 'primary' as const, show: counts.updated > 0 },
    { text: `${counts.unchanged.toLocaleString('es-MX')} sin cambios`, tone: 'gray' as const, show: counts.unchanged > 0 },
    { text: `${counts.errors.toLocaleString('es-MX')} con errores`, tone: 'red' as const, show: true },
    { text: count(counts.warnings, 'con aviso', 'con avisos'), tone: 'yellow' as const, show: counts.warnings > 0 },
  ]
    .filter((p) => p.show)
    .map(({ text, tone }) => ({ text, tone }));
}

/** The import button's label: 'Importar 12 filas', 'Importar 1 fila'. */
export const importLabel = (n: number) => `Importar ${count(n, 'fila', 'filas')}`;

/** The toast once applied: 'Plantilla importada: 3 nuevos y 2 actualizados; 4 filas con errores se omitieron.' */
export function importedMessage(result: RosterImportResult): string {
  const { counts } = result;
  const done = `Plantilla importada: ${count(counts.new, 'nuevo', 'nuevos')} y ${count(counts.updated, 'actualizado', 'actualizados')}`;
  return counts.errors > 0 ? `${done}; ${count(counts.errors, 'fila con errores se omitió', 'filas con errores se omitieron')}.` : `${done}.`;
}
