/** The limits a FileDrop was given, to explain a rejection. */
export interface FileDropLimits {
  /** MIME types or extensions, as react-dropzone's `accept`. */
  accept?: Record<string, readonly string[]>;
  maxSize?: number;
  minSize?: number;
  maxFiles?: number;
}

/** '1.5 MB', '300 KB', '12 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The accepted types as the user knows them: '.png, .svg' (extensions), or the MIME types. */
export function describeAccept(accept: FileDropLimits['accept']): string {
  if (!accept) return '';
  const extensions = Object.values(accept).flat();
  return (extensions.length > 0 ? extensions : Object.keys(accept)).join(', ');
}

/** Spanish text for each of react-dropzone's error codes; unknown codes keep a general message. */
export function fileRejectionMessage(code: string, limits: FileDropLimits): string {
  switch (code) {
    case 'file-invalid-type':
      return limits.accept ? `Tipo de archivo no permitido. Usa: ${describeAccept(limits.accept)}.` : 'Tipo de archivo no permitido.';
    case 'file-too-large':
      return limits.maxSize !== undefined
        ? `El archivo pesa más de ${formatBytes(limits.maxSize)}.`
        : 'El archivo es demasiado grande.';
    case 'file-too-small':
      return limits.minSize !== undefined
        ? `El archivo pesa menos de ${formatBytes(limits.minSize)}.`
        : 'El archivo es demasiado pequeño.';
    case 'too-many-files':
      return limits.maxFiles && limits.maxFiles > 1
        ? `Solo puedes subir ${limits.maxFiles} archivos a la vez.`
        : 'Solo puedes subir un archivo a la vez.';
    default:
      return 'No se pudo usar este archivo.';
  }
}
