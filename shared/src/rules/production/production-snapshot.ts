import { indexOfName, gridCells, gridTotals, type SizeGrid } from './grid';
import { explodeBom, type ExplodableBom, type Requirement } from './bom';
import { gridSampleRefusal } from './order-grid';
import { productionOperations, totalMinutes, type PlannedOperation, type WorkDecoration } from './operations';
import type { EmbroideryMachineSpec } from './run-time';
import { PRODUCTION_TIMES, type ProductionTimes } from './constants';
import { variantCode } from '../items/variants';

/*
 * The snapshot of a production order (issue 30, item 4), pure: everything the order is made from, copied
 * when the order is created so later edits to the sales order, the style, its BOM or the sample do not
 * change what the floor is making. Plain JSON (stored as one column), built from plain inputs the server
 * reads in its transaction. docs/decisions/production.md 'Production orders (rules)'.
 */

/** Bumped when the shape changes, so a reader can tell old snapshots apart. */
export const PRODUCTION_SNAPSHOT_VERSION = 1;

export const PRODUCTION_SNAPSHOT_MESSAGES = {
  noPieces: 'La línea no tiene piezas en su cuadrícula de tallas: no hay nada que fabricar.',
  unknownColours: (colours: readonly string[], code: string) => `La cuadrícula tiene colores que el estilo ${code} ya no tiene: ${colours.join(', ')}.`,
  namesDoNotMatch: (names: number, pieces: number) =>
    `La lista de nombres tiene ${names.toLocaleString('es-MX')} nombres y la cuadrícula ${pieces.toLocaleString('es-MX')} piezas: corrígela en «Tallas y nombres».`,
} as const;

/** A decoration of the sample as the snapshot keeps it: what operations.ts needs plus its name. */
export interface SnapshotDecoration extends WorkDecoration {
  /** 'Logo Pemex', 'NOMBRE APELLIDO'. */
  name: string;
}

/** What the decoration consumes for the whole order (thread, bobbin, film) with its scrap, as the BOM page's consumption. */
export interface SnapshotDecorationMaterial {
  kind: 'thread' | 'bobbin' | 'film';
  code: string;
  label: string;
  unit: string;
  perPiece: number;
  total: number;
}

export interface ProductionSnapshotInput {
  line: { orderId: number; orderFolio: string; lineNumber: number; clientName: string; promisedDate: string | null };
  style: { code: string; description: string; colours: readonly { code: string; name: string }[] };
  grid: SizeGrid;
  /** The line's name list (already checked against the grid by name-list.ts); empty when none. */
  names: readonly { name: string; size: string; colour: string; text: string }[];
  sample: { id: number; name: string; stage: number; round: number; decorations: readonly SnapshotDecoration[] };
  /** The style's BOM; null when it has none (then only the blanks are required). */
  bom: ExplodableBom['lines'] | null;
  /** The embroidery machine the run times assume (the board may move the operation later). */
  machine: EmbroideryMachineSpec;
  times?: ProductionTimes;
  /** The decoration's consumption for the order's pieces (server-computed); copied as given. */
  decorationMaterials?: readonly SnapshotDecorationMaterial[];
}

export interface ProductionSnapshot {
  version: typeof PRODUCTION_SNAPSHOT_VERSION;
  line: ProductionSnapshotInput['line'];
  style: { code: string; description: string };
  grid: SizeGrid;
  pieces: number;
  /** One per cell with pieces: the variant's code, colour, size and quantity. */
  variants: { code: string; colour: string; size: string; quantity: number }[];
  names: { name: string; size: string; colour: string; text: string }[];
  sample: { id: number; name: string; round: number; decorations: SnapshotDecoration[] };
  /** Exploded BOM: one blank per variant, then each material with its scrap. */
  materials: Requirement[];
  /** True when the style had no BOM and only the blanks were exploded. */
  withoutBom: boolean;
  /** Thread, bobbin and film for the decoration, scrap included (absent on snapshots built without it). */
  decorationMaterials?: SnapshotDecorationMaterial[];
  operations: PlannedOperation[];
  totalMinutes: number;
}

export type ProductionSnapshotResult = { ok: true; snapshot: ProductionSnapshot } | { ok: false; message: string };

/**
 * Builds the snapshot, or says in Spanish why the line cannot become a production order: the sample not
 * authorised (stage 7), no pieces, grid colours the style lost, or a name list whose count is not the
 * grid's. Every array is copied.
 */
export function buildProductionSnapshot(input: ProductionSnapshotInput): ProductionSnapshotResult {
  const refusal = gridSampleRefusal(input.sample);
  if (refusal) return { ok: false, message: refusal };
  const pieces = gridTotals(input.grid).total;
  if (pieces === 0) return { ok: false, message: PRODUCTION_SNAPSHOT_MESSAGES.noPieces };
  const explosion = explodeBom({ style: input.style, lines: input.bom ?? [{ kind: 'blank' }] }, input.grid);
  if (explosion.unknownColours.length > 0) return { ok: false, message: PRODUCTION_SNAPSHOT_MESSAGES.unknownColours(explosion.unknownColours, input.style.code) };
  if (input.names.length > 0 && input.names.length !== pieces) return { ok: false, message: PRODUCTION_SNAPSHOT_MESSAGES.namesDoNotMatch(input.names.length, pieces) };

  const colourNames = input.style.colours.map((c) => c.name);
  const decorations = input.sample.decorations.map((d) => ({ ...d, threads: [...d.threads] }));
  const operations = productionOperations({ pieces, decorations }, input.machine, input.times ?? PRODUCTION_TIMES);
  return {
    ok: true,
    snapshot: {
      version: PRODUCTION_SNAPSHOT_VERSION,
      line: { ...input.line },
      style: { code: input.style.code, description: input.style.description },
      grid: { colours: [...input.grid.colours], sizes: [...input.grid.sizes], quantities: input.grid.quantities.map((row) => [...row]) },
      pieces,
      variants: gridCells(input.grid).map((cell) => ({
        code: variantCode(input.style.code, input.style.colours[indexOfName(colourNames, cell.colour)]!.code, cell.size),
        ...cell,
      })),
      names: input.names.map((n) => ({ name: n.name, size: n.size, colour: n.colour, text: n.text })),
      sample: { id: input.sample.id, name: input.sample.name, round: input.sample.round, decorations },
      materials: explosion.requirements,
      withoutBom: input.bom === null,
      ...(input.decorationMaterials ? { decorationMaterials: input.decorationMaterials.map((m) => ({ ...m })) } : {}),
      operations,
      totalMinutes: totalMinutes(operations),
    },
  };
}
