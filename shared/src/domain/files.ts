import { PARTNER_PHOTO_MAX_BYTES } from './backoffice';
import { PHOTO_MAX_BYTES, RENDER_MAX_BYTES, UPLOAD_MAX_BYTES } from './constants';

/**
 * Every file format an upload may be, written once. The server recognises each by its bytes
 * (server/src/modules/files/detect-format.ts); the first extension is the stored file's; the others are
 * names a file of that format may also carry. A name may only pick between formats that share their
 * bytes (an Illustrator file is a PDF or PostScript inside) and never contradict them.
 */
export const FILE_FORMATS = {
  PDF: { mime: 'application/pdf', extensions: ['pdf'] },
  SVG: { mime: 'image/svg+xml', extensions: ['svg'] },
  AI: { mime: 'application/illustrator', extensions: ['ai'] },
  EPS: { mime: 'application/postscript', extensions: ['eps', 'ps'] },
  PNG: { mime: 'image/png', extensions: ['png'] },
  JPEG: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  GIF: { mime: 'image/gif', extensions: ['gif'] },
  DST: { mime: 'application/octet-stream', extensions: ['dst'] },
  PES: { mime: 'application/octet-stream', extensions: ['pes'] },
  EMB: { mime: 'application/octet-stream', extensions: ['emb'] },
} as const satisfies Record<string, { mime: string; extensions: readonly string[] }>;
export type FileFormat = keyof typeof FILE_FORMATS;

export interface FileKindSpec {
  /** Accepted formats, in the order people read them in messages. */
  formats: readonly FileFormat[];
  /** Largest file in bytes (the server may be configured lower or higher, e.g. RENDER_MAX_BYTES). */
  maxBytes: number;
  /** Name kept for a file sent without one (plus the format's extension). */
  fallbackName: string;
  /** «Adjunta el archivo … en el campo «file».» */
  noun: string;
}

/**
 * The kinds of upload and what each accepts. Adding a kind (photos, documents) is one entry here plus
 * its endpoint; the server's pipeline (server/src/modules/files/receive-upload.ts) does the rest.
 */
export const FILE_KINDS = {
  logo: { formats: ['PNG', 'JPEG', 'SVG'], maxBytes: UPLOAD_MAX_BYTES, fallbackName: 'logo', noun: 'del logo' },
  /** What vectorisation and embroidery-digitising shops hand back. */
  render: {
    formats: ['PDF', 'SVG', 'AI', 'EPS', 'PNG', 'JPEG', 'DST', 'PES', 'EMB'],
    maxBytes: RENDER_MAX_BYTES,
    fallbackName: 'render',
    noun: 'de render',
  },
  /** A picture of the physical sample (made, quality review, photography: issue 15). */
  samplePhoto: { formats: ['PNG', 'JPEG'], maxBytes: PHOTO_MAX_BYTES, fallbackName: 'foto', noun: 'de la foto' },
  /** Evidence of a customer's answer recorded by the staff (issue 33): a picture or PDF of the message. */
  answerEvidence: { formats: ['PNG', 'JPEG', 'PDF'], maxBytes: PHOTO_MAX_BYTES, fallbackName: 'evidencia', noun: 'de la evidencia' },
  /** A business partner's photo (the 'Socios de Negocio' detail): 'JPG, GIF o PNG. 1 MB máximo.' */
  partnerPhoto: { formats: ['JPEG', 'GIF', 'PNG'], maxBytes: PARTNER_PHOTO_MAX_BYTES, fallbackName: 'foto', noun: 'de la foto' },
} as const satisfies Record<string, FileKindSpec>;
export type FileKind = keyof typeof FILE_KINDS;
export type RenderFormat = (typeof FILE_KINDS.render.formats)[number];

/** 'PDF, SVG o PNG'. */
export function formatList(formats: readonly string[]): string {
  return formats.length < 2 ? formats.join('') : `${formats.slice(0, -1).join(', ')} o ${formats.at(-1)}`;
}

/** What a file picker offers for a kind (react-dropzone's `accept`: MIME type → extensions with a dot). */
export function acceptOf(kind: FileKind): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const format of FILE_KINDS[kind].formats) {
    const { mime, extensions } = FILE_FORMATS[format];
    accept[mime] = [...(accept[mime] ?? []), ...extensions.map((e) => `.${e}`)];
  }
  return accept;
}

/** A size limit as people read it: '50 MB', '2.5 MB', '64 KB' (1 KB = 1024 bytes here). */
export function sizeLimitLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Math.round(mb * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Longest original file name the server keeps (characters). */
export const FILENAME_MAX_CHARS = 255;

/** The Spanish messages of every upload, whatever its kind (server answers and drop zones). */
export const FILE_MESSAGES = {
  missingFile: (kind: FileKind) => `Adjunta el archivo ${FILE_KINDS[kind].noun} en el campo «file».`,
  emptyFile: 'El archivo está vacío.',
  refusedFormat: (kind: FileKind) => `Formato no admitido. Sube un archivo ${formatList(FILE_KINDS[kind].formats)}.`,
  nameMismatch: (kind: FileKind) =>
    `El contenido del archivo no coincide con su extensión. Sube un archivo ${formatList(FILE_KINDS[kind].formats)}.`,
  tooLarge: (maxBytes: number) => `El archivo pesa más de ${sizeLimitLabel(maxBytes)}. Sube uno más ligero.`,
  badFilename: 'El nombre del archivo no es válido.',
  incomplete: 'El archivo llegó incompleto. Vuelve a subirlo.',
  uploadFailed: 'No pudimos subir el archivo. Inténtalo de nuevo.',
  fieldNotAllowed: (name: string) => `El campo «${name}» no está permitido.`,
  fieldRepeated: (name: string) => `El campo «${name}» está repetido.`,
  fieldInvalid: (name: string) => `El campo «${name}» no es válido.`,
  fieldNotANumber: (name: string) => `El campo «${name}» debe ser un número.`,
  fieldNotAllowedValue: (name: string) => `El campo «${name}» tiene un valor no permitido.`,
} as const;
