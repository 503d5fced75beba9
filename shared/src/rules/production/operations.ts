import type { LogoTechnique } from '../../domain/enums';
import type { MachineKind } from '../../domain/machines';
import { PRODUCTION_TIMES, type ProductionTimes } from './constants';
import { embroideryRun, perPieceMinutes, type EmbroideryMachineSpec } from './run-time';

/*
 * The operations of a production order from its sample's decorations (issue 30, item 4), pure: what has
 * to be done, on which kind of machine, and for how long (whole minutes, rounded up per operation).
 */

export const OPERATION_KINDS = ['preparation', 'embroidery', 'dtf_print', 'pressing', 'inspection', 'packing'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

export const OPERATION_KIND_LABELS: Record<OperationKind, string> = {
  preparation: 'Preparación',
  embroidery: 'Bordado',
  dtf_print: 'Impresión DTF',
  pressing: 'Planchado',
  inspection: 'Inspección',
  packing: 'Empaque',
};

/** The kind of machine (or station) each operation runs on. */
export const OPERATION_MACHINE_KIND: Record<OperationKind, MachineKind> = {
  preparation: 'manual_station',
  embroidery: 'embroidery',
  dtf_print: 'dtf_printer',
  pressing: 'heat_press',
  inspection: 'manual_station',
  packing: 'manual_station',
};

/** One decoration of the sample as production needs it. */
export interface WorkDecoration {
  technique: LogoTechnique;
  /** Where it goes (view and placement): decorations at one position are embroidered in one hooping. */
  position: string;
  /** The position's name for people ('Pecho izquierdo'); the key when absent. */
  positionLabel?: string;
  /** Stitches of one piece (Bordado: the estimate or the DST's real count; ignored otherwise). */
  stitches: number;
  /** Thread identifiers of the decoration (Bordado); the same thread in two decorations counts once. */
  threads: readonly string[];
}

export interface ProductionWork {
  pieces: number;
  decorations: readonly WorkDecoration[];
}

export interface PlannedOperation {
  kind: OperationKind;
  machineKind: MachineKind;
  /** 'Bordado · Pecho izquierdo', 'Empaque'. */
  label: string;
  /** Embroidery only: the position it sews. */
  position?: string;
  /** Whole minutes. */
  minutes: number;
  /** Embroidery: machine cycles and manual colour changes; DTF and planchado: transfers. */
  cycles?: number;
  colourChanges?: number;
  transfers?: number;
}

/**
 * Preparación first; one Bordado per embroidered position (its decorations' stitches add up and their
 * threads join); Impresión DTF for the DTF transfers and Planchado for every transfer (DTF and Vinil);
 * then Inspección and Empaque. No pieces, no operations.
 */
export function productionOperations(work: ProductionWork, machine: EmbroideryMachineSpec, times: ProductionTimes = PRODUCTION_TIMES): PlannedOperation[] {
  const pieces = Number.isFinite(work.pieces) && work.pieces > 0 ? Math.floor(work.pieces) : 0;
  if (pieces === 0) return [];
  const op = (kind: OperationKind, minutes: number, extra: Partial<PlannedOperation> = {}): PlannedOperation => ({
    kind,
    machineKind: OPERATION_MACHINE_KIND[kind],
    label: OPERATION_KIND_LABELS[kind],
    minutes,
    ...extra,
  });

  const operations = [op('preparation', perPieceMinutes(pieces, times.preparationMinutesPerPiece, times.preparationMinutesPerOrder))];

  const positions = new Map<string, { label: string; stitches: number; threads: Set<string> }>();
  for (const d of work.decorations) {
    if (d.technique !== 'Bordado') continue;
    const at = positions.get(d.position) ?? { label: d.positionLabel ?? d.position, stitches: 0, threads: new Set<string>() };
    at.stitches += Math.max(0, d.stitches);
    d.threads.forEach((t) => at.threads.add(t));
    positions.set(d.position, at);
  }
  for (const [position, at] of positions) {
    const run = embroideryRun({ pieces, stitches: at.stitches, threadColours: at.threads.size }, machine, times);
    operations.push(op('embroidery', run.minutes, { label: `Bordado · ${at.label}`, position, cycles: run.cycles, colourChanges: run.colourChanges }));
  }

  const dtf = work.decorations.filter((d) => d.technique === 'DTF').length * pieces;
  const pressed = work.decorations.filter((d) => d.technique === 'DTF' || d.technique === 'Vinil').length * pieces;
  if (dtf > 0) operations.push(op('dtf_print', perPieceMinutes(dtf, times.dtfPrintMinutesPerTransfer), { transfers: dtf }));
  if (pressed > 0) operations.push(op('pressing', perPieceMinutes(pressed, times.pressMinutesPerTransfer), { transfers: pressed }));

  operations.push(op('inspection', perPieceMinutes(pieces, times.inspectionMinutesPerPiece, times.inspectionMinutesPerOrder)));
  operations.push(op('packing', perPieceMinutes(pieces, times.packingMinutesPerPiece, times.packingMinutesPerOrder)));
  return operations;
}

/** Total minutes of a plan. */
export const totalMinutes = (operations: readonly PlannedOperation[]) => operations.reduce((sum, o) => sum + o.minutes, 0);
