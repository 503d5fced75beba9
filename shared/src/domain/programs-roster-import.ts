/*
 * Importing a uniform program's roster from a spreadsheet (issue 35, item 2): the limits of the file and
 * the Spanish messages about the whole file. The per-row messages live beside their checks
 * (shared/src/rules/programs/roster-import-messages.ts).
 */

/** Largest file accepted: 5,000 rows of a roster fit in far less (a 500-row CSV is ~50 KB). */
export const ROSTER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Most employee rows in one file (the header and blank rows not counted). */
export const ROSTER_IMPORT_MAX_ROWS = 5_000;
/** Most columns a file may use (five fixed columns and one per garment type). */
export const ROSTER_IMPORT_MAX_COLUMNS = 60;
/** Longest cell (characters): a name or an area is far shorter; this stops pasted paragraphs. */
export const ROSTER_IMPORT_MAX_CELL_CHARS = 500;
/** Most errors an answer lists (the counts are always whole). */
export const ROSTER_IMPORT_MAX_LISTED_ISSUES = 1_000;

/** The two formats, as the answer and the template download name them. */
export const ROSTER_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type RosterFileFormat = (typeof ROSTER_FILE_FORMATS)[number];

export const ROSTER_XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const n = (value: number) => value.toLocaleString('es-MX');
const mb = (bytes: number) => `${n(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;

/** Problems with the whole file: the server answers them as a 4xx and stores nothing. */
export const ROSTER_FILE_MESSAGES = {
  notMultipart: 'Envía el archivo de la plantilla como multipart/form-data en el campo «file».',
  missingFile: 'Adjunta el archivo CSV o XLSX de la plantilla en el campo «file».',
  unexpectedField: (name: string) => `El campo «${name}» no se esperaba: envía «file» y, si quieres, «mode».`,
  repeatedField: (name: string) => `El campo «${name}» llegó más de una vez.`,
  badMode: 'El campo «mode» debe ser «preview» (vista previa) o «apply» (importar).',
  empty: 'El archivo está vacío.',
  tooLarge: `El archivo pesa más de ${mb(ROSTER_IMPORT_MAX_BYTES)}; una plantilla de ${n(ROSTER_IMPORT_MAX_ROWS)} empleados cabe en mucho menos.`,
  incomplete: 'El archivo llegó incompleto. Vuelve a subirlo.',
  notSpreadsheet: 'El archivo no es un CSV ni un XLSX. Guárdalo desde la hoja de cálculo como «CSV UTF-8» o como «Libro de Excel (.xlsx)».',
  oldExcel: 'Es un libro de Excel antiguo (.xls) o protegido con contraseña. Guárdalo sin contraseña como «Libro de Excel (.xlsx)» o como «CSV UTF-8» y vuelve a subirlo.',
  badXlsx: 'No pudimos leer el libro de Excel: el archivo está dañado o no es un .xlsx. Ábrelo en Excel, guárdalo de nuevo y vuelve a subirlo.',
  protectedXlsx: 'El libro de Excel está protegido con contraseña. Quita la protección, guárdalo y vuelve a subirlo.',
  xlsxTooLarge: 'El libro de Excel ocupa demasiado al descomprimirlo: una plantilla de empleados no necesita tanto. Copia solo la hoja de la plantilla a un libro nuevo.',
  xlsxNoSheet: 'El libro de Excel no tiene hojas.',
  unclosedQuote: (row: number) => `Fila ${n(row)}: unas comillas no se cierran. Revisa esa fila o guarda el archivo de nuevo desde la hoja de cálculo.`,
  tooManyRows: `El archivo tiene más de ${n(ROSTER_IMPORT_MAX_ROWS)} filas de empleados; el máximo es ${n(ROSTER_IMPORT_MAX_ROWS)}. Divídelo en varios archivos.`,
  tooManyColumns: `El archivo tiene más de ${n(ROSTER_IMPORT_MAX_COLUMNS)} columnas; usa las de la plantilla.`,
  cellTooLong: (row: number) => `Fila ${n(row)}: una celda tiene más de ${n(ROSTER_IMPORT_MAX_CELL_CHARS)} caracteres.`,
  noRows: 'El archivo no tiene empleados: solo encabezados o filas vacías.',
  noHeader: 'El archivo no tiene la fila de encabezados. Descarga la plantilla y copia tus datos debajo de sus encabezados.',
  unknownColumn: (header: string, expected: readonly string[]) => `La columna «${header}» no es de la plantilla. Las columnas son: ${expected.join(', ')}.`,
  repeatedColumn: (header: string) => `La columna «${header}» está dos veces.`,
  missingColumn: (header: string) => `Falta la columna «${header}». Descarga la plantilla y copia tus datos debajo de sus encabezados.`,
  nothingToImport: 'Ninguna fila se puede importar: todas tienen errores. Corrígelas y vuelve a subir el archivo.',
  programNotFound: 'El programa de uniformes no existe.',
} as const;

/** What the import does with a valid row: a new employee, changes to one, or nothing (the row says what the roster has). */
export type RosterImportAction = 'new' | 'update' | 'unchanged';

/** A problem with one cell or row: an error leaves the row out of the import; a warning does not. */
export interface RosterImportIssue {
  /** The row's number as the spreadsheet shows it. */
  row: number;
  /** The column's header as written in the file, or null for the whole row. */
  column: string | null;
  severity: 'error' | 'warning';
  message: string;
}

/** The answer of an import, previewed or applied (the same checks, in the transaction when applied). */
export interface RosterImportResult {
  mode: 'preview' | 'apply';
  format: RosterFileFormat;
  /** Employee rows read (the header and blank rows aside). */
  rows: number;
  /** Rows by what they do (or did, once applied); `errors` counts rows left out. */
  counts: { new: number; updated: number; unchanged: number; errors: number; warnings: number };
  /** Errors and warnings by row, at most ROSTER_IMPORT_MAX_LISTED_ISSUES. */
  issues: RosterImportIssue[];
  /** How many issues there are in all (more than `issues.length` when the list was cut). */
  issueCount: number;
}
