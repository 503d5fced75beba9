/*
 * Uniform programs (issue 35; docs/decisions/uniform-programs.md 'Programs, kits and roster'): a client's
 * program of uniforms, its job titles with a kit each, and the roster of employees with their sizes.
 * The vocabulary, limits and read shapes every part of the issue shares (the reorder, the HR portal, the
 * roster import and the report add their own `programs-*.ts` files).
 */

/** How long one allowance lasts: a year or half a year from `periodStart`. */
export const PROGRAM_PERIODS = ['anual', 'semestral'] as const;
export type ProgramPeriod = (typeof PROGRAM_PERIODS)[number];
export const PROGRAM_PERIOD_LABELS: Record<ProgramPeriod, string> = { anual: 'Anual', semestral: 'Semestral' };
/** Months one period lasts. */
export const PROGRAM_PERIOD_MONTHS: Record<ProgramPeriod, number> = { anual: 12, semestral: 6 };

/** A reorder request from the HR portal: waiting, turned into a sales order, or set aside. */
export const REORDER_REQUEST_STATUSES = ['pendiente', 'convertida', 'descartada'] as const;
export type ReorderRequestStatus = (typeof REORDER_REQUEST_STATUSES)[number];

/** Longest texts and largest numbers the program's forms accept (server schema and inputs alike). */
export const PROGRAM_LIMITS = {
  name: 120,
  notes: 1000,
  jobTitle: 80,
  jobTitles: 50,
  kitLines: 20,
  piecesPerPeriod: 99,
  employeeNumber: 30,
  employeeName: 120,
  area: 80,
  employeesPerPage: 500,
} as const;

/** A program as lists and its page read it. */
export interface ProgramSummary {
  id: number;
  partnerId: number;
  partnerName: string;
  name: string;
  sellerId: number;
  sellerName: string;
  period: ProgramPeriod;
  /** The current period's first day, 'YYYY-MM-DD'. */
  periodStart: string;
  /** The current period's last day, 'YYYY-MM-DD'. */
  periodEnd: string;
  active: boolean;
  notes: string;
  jobTitleCount: number;
  /** Active employees. */
  employeeCount: number;
  createdAt: string;
  updatedAt: string;
}

/** One line of a job title's kit: a style in one colour, made from an authorised sample. */
export interface ProgramKitLine {
  id: number;
  jobTitleId: number;
  sampleId: number;
  sampleName: string;
  itemId: number;
  itemCode: string;
  itemDescription: string;
  colourId: number;
  colourName: string;
  colourHex: string;
  /** The employee's size key for this line's style (`garmentTypeOfStyle`). */
  garmentType: string;
  /** The style's size run, in order (what an employee's size must be one of). */
  sizes: string[];
  piecesPerPeriod: number;
  sortOrder: number;
}

export interface ProgramJobTitle {
  id: number;
  programId: number;
  name: string;
  sortOrder: number;
  kit: ProgramKitLine[];
  /** Active employees with this job title. */
  employeeCount: number;
}

/** The garment types a program's kits use: one per style, with its run (the roster's size columns). */
export interface ProgramGarmentType {
  garmentType: string;
  itemId: number;
  itemCode: string;
  /** What the roster's column and the employee's form call it: the style's description. */
  label: string;
  sizes: string[];
}

export interface ProgramEmployee {
  id: number;
  programId: number;
  employeeNumber: string | null;
  name: string;
  jobTitleId: number;
  jobTitleName: string;
  area: string | null;
  active: boolean;
  /** 'YYYY-MM-DD' or null. */
  startDate: string | null;
  /** Size per garment type: `{ 'item:12': 'M', 'item:15': '32' }`. */
  sizes: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

/** The program's page: the program, its job titles with their kits, and the garment types of its kits. */
export interface ProgramDetail extends ProgramSummary {
  jobTitles: ProgramJobTitle[];
  garmentTypes: ProgramGarmentType[];
}

/** The Spanish messages of programs, kits and the roster (server refusals and forms alike). */
export const PROGRAM_MESSAGES = {
  programNotFound: 'El programa de uniformes no existe.',
  partnerNotFound: 'El socio de negocios no existe.',
  notAClient: 'Los programas de uniformes son de clientes: este socio de negocios es un proveedor.',
  duplicateProgram: (name: string) => `Este cliente ya tiene un programa llamado «${name}».`,
  sellerNotFound: 'El vendedor elegido no existe o no es vendedor activo.',
  sellerAdminOnly: 'Solo un administrador cambia el vendedor de un programa.',
  jobTitleNotFound: 'El puesto no existe en este programa.',
  duplicateJobTitle: (name: string) => `El programa ya tiene el puesto «${name}».`,
  tooManyJobTitles: `Un programa tiene a lo más ${PROGRAM_LIMITS.jobTitles} puestos.`,
  jobTitleHasEmployees: (name: string, count: number) =>
    `El puesto «${name}» tiene ${count} ${count === 1 ? 'empleado' : 'empleados'}: cámbialos de puesto antes de borrarlo.`,
  kitLineNotFound: 'La línea del kit no existe en este puesto.',
  tooManyKitLines: `Un kit tiene a lo más ${PROGRAM_LIMITS.kitLines} líneas.`,
  styleNotFound: 'El estilo no existe.',
  notAStyle: (code: string) => `«${code}» no es un estilo: un kit lleva prendas con colores y tallas.`,
  colourNotOfStyle: (code: string) => `El color elegido no es del estilo ${code}.`,
  sampleNotFound: 'La muestra no existe.',
  sampleNotAuthorised: (name: string, stage: string) =>
    `La muestra «${name}» está en la etapa «${stage}»: un kit solo lleva muestras autorizadas (etapa 7, Autorizada).`,
  sampleOfOtherClient: (name: string) => `La muestra «${name}» es de otro cliente.`,
  sampleOtherGarment: (name: string, garment: string, code: string, styleGarment: string) =>
    `La muestra «${name}» está hecha sobre «${garment}», no sobre la prenda del estilo ${code} («${styleGarment}»).`,
  duplicateKitLine: (code: string, colour: string) => `El kit ya lleva el estilo ${code} en color ${colour}.`,
  kitLineStyleLocked: 'Esta línea del kit ya tiene piezas pedidas: puedes cambiar su muestra o sus piezas por periodo, no su estilo ni su color; agrega otra línea.',
  kitLineInUse: 'Esta línea del kit ya tiene piezas pedidas o excepciones: no se puede borrar; cambia sus piezas por periodo.',
  employeeNotFound: 'El empleado no existe en este programa.',
  duplicateEmployeeNumber: (number: string, name: string) => `El número de empleado ${number} ya es de ${name}.`,
  duplicateEmployeeName: (name: string) => `Ya hay un empleado llamado «${name}» en este programa.`,
  unknownGarmentType: 'Esa prenda no está en ningún kit del programa.',
  sizeNotInRun: (size: string, label: string, run: readonly string[]) =>
    `La talla «${size}» no es de ${label} (tallas: ${run.join(', ')}).`,
  invalidDate: 'Escribe una fecha válida (aaaa-mm-dd).',
  blankName: 'Escribe el nombre.',
} as const;
