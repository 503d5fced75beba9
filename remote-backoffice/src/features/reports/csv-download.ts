import { toCsv, type CsvCell } from '@muestrario/shared/rules';
import { downloadCsv } from './download';

/** 'Descargar CSV' of a report figure: loaded when pressed, so the figures' first paint carries no CSV code. */
export function downloadTableCsv(fileName: string, columns: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  downloadCsv(fileName, toCsv(columns, rows));
}
