import { REORDER_MESSAGES as M, type ReorderRefusalReason } from '../../domain/programs-reorders';
import { foldText } from '../text';
import type { SizeGrid } from '../production/grid';
import { NAME_MAX_CHARS, type NameTextBox } from '../production/name-list';
import { textFit } from '../production/text-fit';

/*
 * A reorder from a uniform program's roster in one step (issue 35 item 3): which pieces each chosen
 * employee gets of their job title's kit, grouped into sales order lines with a size grid and a name list,
 * and which are refused and why. Pure: the server calls it for the preview and again inside the creating
 * transaction with the counts read under row locks.
 * - An employee asks each kit line's pieces per period; what they may still take is the allowance (plus
 *   the period's recorded exceptions) less what already counts (pieces of orders not cancelled). The rest
 *   is refused with the reason, unless the request grants an exception for that employee and kit line,
 *   which then covers exactly the pieces over the allowance.
 * - Kit lines of the same sample and style (two job titles with the same polo, or two colours of it) are
 *   one order line: one grid, colours as rows.
 * - The name list holds one row per piece: an employee with two polos is named twice.
 * docs/decisions/uniform-programs.md, 'Reorders, allowances and report'.
 */

export interface ReorderKitLine {
  id: number;
  jobTitleId: number;
  sampleId: number;
  itemId: number;
  /** The style's code ('POL-001') and what the screens call the garment ('Polo piqué azul marino'). */
  styleCode: string;
  garment: string;
  /** The roster's size key of the style (`garment_type`). */
  garmentType: string;
  colour: string;
  /** The style's size run, in order. */
  sizes: readonly string[];
  piecesPerPeriod: number;
}

export interface ReorderSample {
  id: number;
  name: string;
  /** The sample's text decorations a name may fill (`nameTextBoxes`). */
  boxes: readonly NameTextBox[];
}

export interface ReorderEmployee {
  id: number;
  name: string;
  jobTitleId: number;
  jobTitle: string;
  active: boolean;
  /** Size per garment type. */
  sizes: Readonly<Record<string, string>>;
}

/** Pieces of one employee and kit line (already counted, or extra allowed by exceptions). */
export interface AllowanceCount {
  employeeId: number;
  kitLineId: number;
  pieces: number;
}

export interface ReorderPlanInput {
  employees: readonly ReorderEmployee[];
  kitLines: readonly ReorderKitLine[];
  samples: readonly ReorderSample[];
  /** Pieces that already count this period (orders not cancelled). */
  taken: readonly AllowanceCount[];
  /** Extra pieces the period's recorded exceptions allow. */
  extra: readonly AllowanceCount[];
  /** Exceptions this request grants (an admin's): each covers what is over the allowance. */
  grant?: readonly { employeeId: number; kitLineId: number }[];
}

export interface ReorderName {
  name: string;
  size: string;
  colour: string;
  /** The text decoration's label ('' when the sample has none). */
  text: string;
  employeeId: number;
}

export interface ReorderPiece {
  employeeId: number;
  kitLineId: number;
  size: string;
  pieces: number;
}

/** One sales order line: a sample and style, its grid and name list, and whose pieces they are. */
export interface ReorderLine {
  sampleId: number;
  sampleName: string;
  itemId: number;
  styleCode: string;
  garment: string;
  grid: SizeGrid;
  total: number;
  names: ReorderName[];
  /** Whose pieces, in the name list's order. */
  pieces: ReorderPiece[];
  kitLineIds: number[];
}

export interface ReorderRefusal {
  employeeId: number;
  employeeName: string;
  /** null: the whole employee (inactive, no kit). */
  kitLineId: number | null;
  garment: string | null;
  allowed: number;
  taken: number;
  asked: number;
  refused: number;
  reason: ReorderRefusalReason;
  message: string;
}

/** An exception the request grants: the pieces over the allowance it covers. */
export interface GrantedException {
  employeeId: number;
  kitLineId: number;
  extraPieces: number;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  refusals: ReorderRefusal[];
  exceptions: GrantedException[];
  /** Grants that named an employee and kit line with nothing over the allowance (or not in the plan). */
  unusedGrants: { employeeId: number; kitLineId: number }[];
  /** Employees with at least one piece. */
  employees: number;
  pieces: number;
}

const keyOf = (employeeId: number, kitLineId: number) => `${employeeId}:${kitLineId}`;

function sumBy(counts: readonly AllowanceCount[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of counts) out.set(keyOf(c.employeeId, c.kitLineId), (out.get(keyOf(c.employeeId, c.kitLineId)) ?? 0) + c.pieces);
  return out;
}

/** The text a name fills: the one that says 'nombre' (folded), else the sample's first; none without texts. */
export function nameBoxOf(boxes: readonly NameTextBox[]): NameTextBox | undefined {
  return boxes.find((b) => foldText(b.text ?? b.label).includes('nombre')) ?? boxes[0];
}

/** Compares names the way the roster sorts them: folded, then as written. */
const byName = (a: string, b: string) => foldText(a).localeCompare(foldText(b), 'es-MX') || a.localeCompare(b, 'es-MX');

/** See the file's comment. */
export function planReorder(input: ReorderPlanInput): ReorderPlan {
  const taken = sumBy(input.taken);
  const extra = sumBy(input.extra);
  const granting = new Set((input.grant ?? []).map((g) => keyOf(g.employeeId, g.kitLineId)));
  const usedGrants = new Set<string>();
  const samples = new Map(input.samples.map((s) => [s.id, s]));
  const kitsByJob = new Map<number, ReorderKitLine[]>();
  for (const k of input.kitLines) kitsByJob.set(k.jobTitleId, [...(kitsByJob.get(k.jobTitleId) ?? []), k]);

  const refusals: ReorderRefusal[] = [];
  const exceptions: GrantedException[] = [];
  type Draft = { line: ReorderLine; colours: string[]; employeesByCell: Map<string, { employee: ReorderEmployee; kitLineId: number; pieces: number; text: string }[]> };
  const drafts = new Map<string, Draft>();
  const seen = new Set<number>();
  const served = new Set<number>();

  const employees = [...input.employees].sort((a, b) => byName(a.name, b.name) || a.id - b.id);
  for (const employee of employees) {
    if (seen.has(employee.id)) continue;
    seen.add(employee.id);
    const whole = (reason: ReorderRefusalReason, message: string) =>
      refusals.push({ employeeId: employee.id, employeeName: employee.name, kitLineId: null, garment: null, allowed: 0, taken: 0, asked: 0, refused: 0, reason, message });
    if (!employee.active) {
      whole('inactive', M.inactive);
      continue;
    }
    const kit = kitsByJob.get(employee.jobTitleId) ?? [];
    if (kit.length === 0) {
      whole('noKit', M.noKit(employee.jobTitle));
      continue;
    }
    for (const kitLine of kit) {
      const key = keyOf(employee.id, kitLine.id);
      const allowed = kitLine.piecesPerPeriod + (extra.get(key) ?? 0);
      const already = taken.get(key) ?? 0;
      const asked = kitLine.piecesPerPeriod;
      const refuse = (reason: ReorderRefusalReason, message: string, refused = asked) =>
        refusals.push({ employeeId: employee.id, employeeName: employee.name, kitLineId: kitLine.id, garment: kitLine.garment, allowed, taken: already, asked, refused, reason, message });

      const wanted = employee.sizes[kitLine.garmentType]?.trim() ?? '';
      if (wanted === '') {
        refuse('noSize', M.noSize(kitLine.garment));
        continue;
      }
      const size = kitLine.sizes.find((s) => foldText(s.trim()) === foldText(wanted));
      if (size === undefined) {
        refuse('sizeNotInRun', M.sizeNotInRun(wanted, kitLine.garment, kitLine.sizes));
        continue;
      }
      const sample = samples.get(kitLine.sampleId);
      const box = nameBoxOf(sample?.boxes ?? []);
      if ([...employee.name].length > NAME_MAX_CHARS) {
        refuse('nameTooLong', M.nameTooLong(NAME_MAX_CHARS));
        continue;
      }
      if (box) {
        const fit = textFit(employee.name, box);
        if (!fit.fits) {
          refuse('nameDoesNotFit', M.nameDoesNotFit(box.label, fit.widthCm, fit.maxWidthCm));
          continue;
        }
      }

      let granted = Math.min(asked, Math.max(0, allowed - already));
      const over = asked - granted;
      if (over > 0 && granting.has(key)) {
        exceptions.push({ employeeId: employee.id, kitLineId: kitLine.id, extraPieces: over });
        usedGrants.add(key);
        granted = asked;
      } else if (over > 0) {
        refuse('overAllowance', M.overAllowance(allowed, already, asked, over), over);
      }
      if (granted === 0) continue;

      const draftKey = `${kitLine.sampleId}:${kitLine.itemId}`;
      let draft = drafts.get(draftKey);
      if (!draft) {
        draft = {
          line: {
            sampleId: kitLine.sampleId,
            sampleName: sample?.name ?? '',
            itemId: kitLine.itemId,
            styleCode: kitLine.styleCode,
            garment: kitLine.garment,
            grid: { colours: [], sizes: [...kitLine.sizes], quantities: [] },
            total: 0,
            names: [],
            pieces: [],
            kitLineIds: [],
          },
          colours: [],
          employeesByCell: new Map(),
        };
        drafts.set(draftKey, draft);
      }
      if (!draft.colours.includes(kitLine.colour)) draft.colours.push(kitLine.colour);
      if (!draft.line.kitLineIds.includes(kitLine.id)) draft.line.kitLineIds.push(kitLine.id);
      const cell = `${kitLine.colour}\u0000${size}`;
      draft.employeesByCell.set(cell, [...(draft.employeesByCell.get(cell) ?? []), { employee, kitLineId: kitLine.id, pieces: granted, text: box?.label ?? '' }]);
      served.add(employee.id);
    }
  }

  const lines = [...drafts.values()].map(({ line, colours, employeesByCell }) => {
    const sizes = line.grid.sizes;
    const quantities = colours.map(() => sizes.map(() => 0));
    const names: ReorderName[] = [];
    const pieces: ReorderPiece[] = [];
    // The name list in the grid's order (colour, then size), employees by name inside a cell; the pieces
    // in the same order (the report hands delivered pieces out in it).
    colours.forEach((colour, r) =>
      sizes.forEach((size, c) => {
        for (const { employee, kitLineId, pieces: n, text } of employeesByCell.get(`${colour}\u0000${size}`) ?? []) {
          quantities[r]![c]! += n;
          pieces.push({ employeeId: employee.id, kitLineId, size, pieces: n });
          for (let i = 0; i < n; i++) names.push({ name: employee.name, size, colour, text, employeeId: employee.id });
        }
      }),
    );
    return { ...line, grid: { colours, sizes, quantities }, total: names.length, names, pieces };
  });

  const unusedGrants = (input.grant ?? []).filter((g) => !usedGrants.has(keyOf(g.employeeId, g.kitLineId)));
  return { lines, refusals, exceptions, unusedGrants, employees: served.size, pieces: lines.reduce((sum, l) => sum + l.total, 0) };
}

/** A cell of the tab-separated name list, quoted when it holds a quote, a tab or a line break (RFC 4180). */
function cell(text: string): string {
  return /["\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The line's name list as the order line's grid takes it (tab-separated, with a header). */
export function reorderNameListText(line: Pick<ReorderLine, 'names'>): string {
  return ['nombre\ttalla\tcolor\ttexto', ...line.names.map((n) => [n.name, n.size, n.colour, n.text].map(cell).join('\t'))].join('\n');
}
