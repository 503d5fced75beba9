/*
 * Reorders from a uniform program's roster, allowances and the program report (issue 35 items 3 and 5;
 * docs/decisions/uniform-programs.md, 'Reorders, allowances and report'): limits and every Spanish text.
 */

/** Why an employee's pieces (or the whole employee) are left out of a reorder. */
export const REORDER_REFUSAL_REASONS = ['inactive', 'noKit', 'noSize', 'sizeNotInRun', 'nameTooLong', 'nameDoesNotFit', 'overAllowance'] as const;
export type ReorderRefusalReason = (typeof REORDER_REFUSAL_REASONS)[number];

/** How a reorder picks its employees besides a list of ids. */
export const REORDER_SELECTION_KINDS = ['nuevos', 'area', 'puesto', 'todos'] as const;
export type ReorderSelectionKind = (typeof REORDER_SELECTION_KINDS)[number];

export const REORDER_LIMITS = {
  /** Employees one reorder may name by id (a program's roster is hundreds, not thousands). */
  employeesMax: 2_000,
  /** 'Nuevos ingresos': started within this many days (default) … */
  newHireDaysDefault: 30,
  /** … and at most a year back. */
  newHireDaysMax: 366,
  /** Exceptions one reorder may carry. */
  exceptionsMax: 2_000,
  reasonMaxChars: 500,
  areaMaxChars: 80,
} as const;

const pieces = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'pieza' : 'piezas'}`;

export const REORDER_MESSAGES = {
  inactive: 'Está dado de baja en la plantilla: no se le piden prendas.',
  noKit: (jobTitle: string) => `Su puesto «${jobTitle}» no tiene prendas en el kit.`,
  noSize: (garment: string) => `Falta su talla de ${garment}: captúrala en la plantilla.`,
  sizeNotInRun: (size: string, garment: string, run: readonly string[]) => `Su talla «${size}» no está en la corrida de ${garment} (${run.join(', ')}).`,
  nameTooLong: (max: number) => `Su nombre tiene más de ${max} caracteres: no cabe en la lista de nombres.`,
  nameDoesNotFit: (label: string, widthCm: number, maxWidthCm: number) =>
    `Su nombre no cabe en el texto «${label}» de la muestra: mide ${cm(widthCm)} cm y caben ${cm(maxWidthCm)} cm. Abrévialo en la plantilla.`,
  overAllowance: (allowed: number, taken: number, asked: number, refused: number) =>
    `Excede su asignación del periodo: le corresponden ${pieces(allowed)}, ya lleva ${pieces(taken)} y se piden ${pieces(asked)}; se rechazan ${pieces(refused)}.`,
  /** Whole requests. */
  pickOne: 'Elige a los empleados: por lista o por una selección (nuevos ingresos, área, puesto o todos).',
  noEmployees: 'Ningún empleado coincide con la selección.',
  unknownEmployees: (n: number) => `${n === 1 ? 'Un empleado no es' : `${n} empleados no son`} de este programa.`,
  unknownJobTitle: 'El puesto no es de este programa.',
  emptyArea: 'Escribe el área.',
  programInactive: 'El programa está inactivo: actívalo antes de pedir una reorden.',
  nothingToOrder: 'No hay prendas que pedir: todas quedaron rechazadas.',
  exceptionNotNeeded: (employee: string, garment: string) => `${employee} no excede su asignación de ${garment}: la excepción no hace falta.`,
  exceptionUnknown: 'La excepción nombra un empleado o una prenda que no están en esta reorden.',
  reasonRequired: 'Escribe el motivo de la excepción.',
  noPriceArticle: (style: string) => `El estilo ${style} no tiene artículo de precio ni prenda del catálogo: asígnale uno en Artículos antes de pedirlo.`,
  sampleNotAuthorised: (sample: string) => `La muestra «${sample}» ya no está autorizada (etapa 7): revisa el kit.`,
  lineTooLarge: (style: string, max: number) => `La línea de ${style} pasaría de ${max.toLocaleString('es-MX')} piezas: divide la reorden por área o por puesto.`,
  requestNotFound: 'La solicitud de reorden no existe en este programa.',
  requestHandled: (status: string) => `La solicitud ya está ${status}.`,
  changedMeanwhile: 'La asignación cambió mientras tanto (otra reorden u orden cancelada): revisa la vista previa de nuevo.',
  programNotFound: 'El programa no existe.',
  orderName: (program: string) => `Reorden · ${program}`,
} as const;

const cm = (value: number) => value.toLocaleString('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
