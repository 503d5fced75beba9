import type { Machine, MachineBody } from '@muestrario/shared/contract';
import { DEFAULT_SHIFT_MINUTES, isOneOf, MACHINE_KINDS, MACHINES_MESSAGES, type MachineKind } from '@muestrario/shared/domain';
import { amountToCents, centsToAmount, machineErrors, type MachineErrors } from '@muestrario/shared/rules';

/** The machine dialog's fields as typed: numbers or null while a field is empty. */
export interface MachineDraft {
  name: string;
  kind: MachineKind;
  heads: number | null;
  needles: number | null;
  stitchesPerMinute: number | null;
  /** Monday first. */
  shiftMinutes: (number | null)[];
  /** Pesos per machine hour as typed (up to 2 decimals). */
  rate: number | null;
  active: boolean;
}

export type MachineDraftField = keyof MachineDraft | `shift${number}`;

/** A new machine starts as a one-head embroidery machine on the usual week. */
export const EMPTY_MACHINE_DRAFT: MachineDraft = {
  name: '',
  kind: 'embroidery',
  heads: 1,
  needles: 15,
  stitchesPerMinute: 800,
  shiftMinutes: [...DEFAULT_SHIFT_MINUTES],
  rate: 0,
  active: true,
};

export const draftOfMachine = (m: Machine): MachineDraft => ({
  name: m.name,
  kind: m.kind,
  heads: m.heads,
  needles: m.needles,
  stitchesPerMinute: m.stitchesPerMinute,
  shiftMinutes: [...m.shiftMinutes],
  rate: centsToAmount(m.rateCentsPerHour),
  active: m.active,
});

export const kindOf = (value: string): MachineKind => (isOneOf(MACHINE_KINDS, value) ? value : 'embroidery');

/**
 * The body to send, or the errors beside the fields: the shared `machineErrors` (what the server
 * checks too) plus 'write a whole number' for what is empty. Needles and speed go only with an
 * embroidery machine (the form hides them for the other kinds).
 */
export function machineBodyOf(draft: MachineDraft): { body: MachineBody } | { errors: MachineErrors & { rate?: string } } {
  const embroidery = draft.kind === 'embroidery';
  const body: MachineBody = {
    name: draft.name.trim(),
    kind: draft.kind,
    heads: draft.heads ?? 0,
    needles: embroidery ? (draft.needles ?? 0) : null,
    stitchesPerMinute: embroidery ? (draft.stitchesPerMinute ?? 0) : null,
    shiftMinutes: draft.shiftMinutes.map((m) => m ?? -1),
    rateCentsPerHour: draft.rate === null ? -1 : (amountToCents(draft.rate) ?? -1),
    active: draft.active,
  };
  const { rateCentsPerHour: rateError, ...errors }: MachineErrors & { rate?: string } = machineErrors(body);
  if (rateError) errors.rate = rateError;
  if (draft.heads === null) errors.heads = MACHINES_MESSAGES.wholeNumber;
  draft.shiftMinutes.forEach((m, i) => {
    if (m === null) errors[`shift${i}`] = MACHINES_MESSAGES.wholeNumber;
  });
  return Object.keys(errors).length ? { errors } : { body };
}
