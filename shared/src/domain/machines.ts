import { PERMISSION_MESSAGES } from './permission-messages';

/*
 * Production machines (issue 30, item 5): the kinds a shop floor has, their Spanish names, the limits the
 * contract, the form and the server share, and every Spanish message of the machines screens.
 */

/** A small fixed list: what each kind does decides which operations it may run (rules/production). */
export const MACHINE_KINDS = ['embroidery', 'dtf_printer', 'heat_press', 'manual_station'] as const;
export type MachineKind = (typeof MACHINE_KINDS)[number];

export const MACHINE_KIND_LABELS: Record<MachineKind, string> = {
  embroidery: 'Bordadora',
  dtf_printer: 'Impresora DTF',
  heat_press: 'Plancha / prensa',
  manual_station: 'Estación manual (preparación, inspección, empaque)',
};

/** Monday first, as a Mexican shop's week reads; `shiftMinutes[i]` is that day's minutes (0 = closed). */
export const WEEKDAY_LABELS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
export const WEEKDAY_SHORT_LABELS = ['Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá', 'Do'] as const;

export const MACHINE_LIMITS = {
  name: { min: 1, max: 60 },
  heads: { min: 1, max: 30 },
  /** The same ranges the decoration settings had for the embroidery machine (needles and speed moved here). */
  needles: { min: 1, max: 30 },
  stitchesPerMinute: { min: 100, max: 3000 },
  /** Minutes of a day's shifts: 0 (closed) to the whole day. */
  shiftMinutes: { min: 0, max: 1440 },
  /** Cents per machine hour: free (0) up to $100,000.00 an hour. */
  rateCentsPerHour: { min: 0, max: 10_000_000 },
} as const;

/** A new machine's week: two shifts of 8 h Monday to Friday, 5 h on Saturday, closed on Sunday. */
export const DEFAULT_SHIFT_MINUTES: readonly number[] = [480, 480, 480, 480, 480, 300, 0];

export const MACHINES_MESSAGES = {
  readOnly: PERMISSION_MESSAGES.machinesReadOnly,
  notFound: 'No encontramos esa máquina.',
  nameRequired: 'Escribe el nombre de la máquina.',
  nameTaken: (name: string) => `Ya existe una máquina llamada «${name}».`,
  headsRange: `Las cabezas van de ${MACHINE_LIMITS.heads.min} a ${MACHINE_LIMITS.heads.max}.`,
  needlesRequired: `Una bordadora necesita sus agujas (${MACHINE_LIMITS.needles.min} a ${MACHINE_LIMITS.needles.max}).`,
  speedRequired: `Una bordadora necesita sus puntadas por minuto (${MACHINE_LIMITS.stitchesPerMinute.min} a ${MACHINE_LIMITS.stitchesPerMinute.max}).`,
  embroideryOnly: 'Solo las bordadoras llevan agujas y puntadas por minuto.',
  shiftRange: (day: string) => `Los minutos del ${day.toLowerCase()} van de ${MACHINE_LIMITS.shiftMinutes.min} a ${MACHINE_LIMITS.shiftMinutes.max} (0 = cerrado).`,
  wholeNumber: 'Escribe un número entero.',
  rateRange: 'La tarifa por hora va de $0.00 a $100,000.00, con centavos a lo más.',
} as const;
