import { RENDER_FORMATS } from './constants';

/** A size limit as people read it: '50 MB', '2.5 MB', '64 KB' (1 KB = 1024 bytes here). */
export function sizeLimitLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Math.round(mb * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Spanish messages of the render upload, shown by the server's answers and by the drop zone. */
export const RENDER_MESSAGES = {
  missingFile: 'Adjunta el archivo de render en el campo «file».',
  emptyFile: 'El archivo está vacío.',
  refusedFormat: `Formato no admitido. Sube un archivo ${RENDER_FORMATS.slice(0, -1).join(', ')} o ${RENDER_FORMATS.at(-1)}.`,
  tooLarge: (maxBytes: number) => `El archivo pesa más de ${sizeLimitLabel(maxBytes)}. Sube uno más ligero.`,
  badFilename: 'El nombre del archivo no es válido.',
  incomplete: 'El archivo llegó incompleto. Vuelve a subirlo.',
  uploadFailed: 'No pudimos subir el archivo. Inténtalo de nuevo.',
} as const;

/** Spanish messages of sample creation. */
export const SAMPLE_MESSAGES = {
  unknownClient: 'El cliente elegido no existe. Búscalo de nuevo o define un cliente nuevo.',
  createFailed: 'No pudimos crear la muestra. Inténtalo de nuevo.',
} as const;
