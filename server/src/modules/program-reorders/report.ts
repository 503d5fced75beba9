import type { Kysely } from 'kysely';
import type { ProgramReport } from '@muestrario/shared/contract';
import { periodEnd, programReport, type DeliveredCell, type ReportPieces } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { deliveredByVariant } from '../deliveries/goods';
import { ProgramsRepository, type ProgramRow } from '../programs/repository';
import { currentPeriod } from './period';
import { exceptionPieces, garmentLabel, programKitLines } from './reads';

/**
 * The program report (issue 35 item 5): reads the period's roster, kit lines, pieces of orders not
 * cancelled, what deliveries took per order line and variant, and the exceptions; `programReport` (shared)
 * decides every figure, so both databases answer the same.
 */
export async function readProgramReport(db: Kysely<Database>, program: ProgramRow, now: Date): Promise<ProgramReport> {
  const { periodStart } = currentPeriod(program, now);
  const repo = new ProgramsRepository(db);
  const employees = await repo.employees(program.id);
  const kit = await programKitLines(db, program.id);

  const pieceRows = await db
    .selectFrom('program_order_pieces as p')
    .innerJoin('documents as d', 'd.id', 'p.order_id')
    .innerJoin('program_kit_lines as k', 'k.id', 'p.kit_line_id')
    .select(['p.id', 'p.employee_id', 'p.kit_line_id', 'p.order_id', 'd.folio', 'p.order_line_id', 'k.colour_id', 'p.size', 'p.pieces'])
    .where('p.program_id', '=', program.id)
    .where('p.period_start', '=', periodStart)
    .where('d.status', '!=', 'Cancelada')
    .orderBy('p.id')
    .execute();
  const pieces: ReportPieces[] = pieceRows.map((r) => ({
    id: r.id,
    employeeId: r.employee_id,
    kitLineId: r.kit_line_id,
    orderId: r.order_id,
    orderFolio: r.folio,
    orderLineId: r.order_line_id,
    colourKey: String(r.colour_id),
    size: r.size,
    pieces: Number(r.pieces),
  }));

  const lineIds = [...new Set(pieces.map((p) => p.orderLineId))];
  const delivered: DeliveredCell[] = [];
  for (let i = 0; i < lineIds.length; i += 500) {
    const byLine = await deliveredByVariant(db, lineIds.slice(i, i + 500));
    const variantIds = [...new Set([...byLine.values()].flatMap((m) => [...m.keys()]).filter((v): v is number => v !== null))];
    const variants = variantIds.length ? await db.selectFrom('item_variants').select(['id', 'colour_id', 'size']).where('id', 'in', variantIds).execute() : [];
    const variantById = new Map(variants.map((v) => [v.id, v]));
    for (const [orderLineId, perVariant] of byLine) {
      for (const [variantId, n] of perVariant) {
        const v = variantId === null ? undefined : variantById.get(variantId);
        if (v) delivered.push({ orderLineId, colourKey: String(v.colour_id), size: v.size, pieces: n });
      }
    }
  }

  const { rows, totals } = programReport({
    employees: employees.map((e) => ({
      id: e.id,
      name: e.name,
      employeeNumber: e.employeeNumber,
      jobTitleId: e.jobTitleId,
      jobTitle: e.jobTitleName,
      area: e.area,
      active: e.active,
    })),
    kitLines: kit.plan.map((k) => ({ id: k.id, jobTitleId: k.jobTitleId, garment: k.garment, piecesPerPeriod: k.piecesPerPeriod })),
    pieces,
    delivered,
    extra: await exceptionPieces(db, program.id, periodStart),
  });

  const exceptions = await db
    .selectFrom('program_allowance_exceptions as x')
    .innerJoin('program_employees as e', 'e.id', 'x.employee_id')
    .innerJoin('users as u', 'u.id', 'x.approved_by')
    .leftJoin('documents as d', 'd.id', 'x.order_id')
    .select(['x.id', 'x.employee_id', 'e.name', 'x.kit_line_id', 'x.extra_pieces', 'x.reason', 'x.approved_by', 'u.first_name', 'u.last_name', 'x.approved_at', 'x.order_id', 'd.folio', 'd.status'])
    .where('x.program_id', '=', program.id)
    .where('x.period_start', '=', periodStart)
    .orderBy('x.approved_at', 'desc')
    .orderBy('x.id', 'desc')
    .execute();
  const kitById = new Map(kit.lines.map((k) => [k.id, k]));

  return {
    programId: program.id,
    periodStart,
    periodEnd: periodEnd(periodStart, program.period),
    rows,
    totals,
    exceptions: exceptions.map((x) => ({
      id: x.id,
      employeeId: x.employee_id,
      employeeName: x.name,
      kitLineId: x.kit_line_id,
      garment: kitById.has(x.kit_line_id) ? garmentLabel(kitById.get(x.kit_line_id)!) : '',
      extraPieces: Number(x.extra_pieces),
      reason: x.reason,
      approvedBy: { id: x.approved_by, name: `${x.first_name} ${x.last_name}`.trim() },
      approvedAt: x.approved_at,
      order: x.order_id !== null && x.folio !== null ? { id: x.order_id, folio: x.folio, status: x.status ?? '' } : null,
      counts: x.order_id === null || x.status !== 'Cancelada',
    })),
  };
}
