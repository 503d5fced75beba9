import type { Kysely } from 'kysely';
import { SALES_MAX_CHARS, type ReorderCreated, type ReorderCreateInput, type ReorderPreview, type ReorderPreviewInput } from '@muestrario/shared/contract';
import { LINE_LIMITS, REORDER_MESSAGES as M } from '@muestrario/shared/domain';
import { GRID_SAMPLE_STAGE, MXN_RATE, NAME_LIST_MAX_ROWS, periodEnd, planReorder, reorderNameListText, type ReorderPlan } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { readProgramReport } from './report';
import { DocumentEngineError, type DocumentEngine } from '../business-documents/service';
import { GridWriteError, type OrderGridsService } from '../order-grids/service';
import { ProgramsRepository, type ProgramRow } from '../programs/repository';
import { clientHeader, exceptionPieces, kitSamples, pickedEmployees, priceArticle, programKitLines, ReorderInputError, takenPieces } from './reads';
import { currentPeriod } from './period';

/** The most pieces one order line may hold: its quantity's limit and the name list's rows. */
const LINE_MAX = Math.min(NAME_LIST_MAX_ROWS, LINE_LIMITS.quantityMax);

interface Planned {
  preview: ReorderPreview;
  plan: ReorderPlan;
  periodStart: string;
  /** Per plan line: the article that prices it. */
  articles: ({ code: string; description: string; unitPriceCents: number } | undefined)[];
}

/**
 * A reorder from a program's roster in one step (issue 35 item 3; docs/decisions/uniform-programs.md
 * 'Reorders, allowances and report'). The preview reads and plans (`planReorder`); the creation runs the
 * same reads and plan inside ONE write transaction, with the program's row locked (PostgreSQL: every
 * reorder of a program waits for the one before, so two reorders of one employee cannot both pass the
 * allowance; SQLite: `BEGIN IMMEDIATE`), then writes the sales order through the document engine, each
 * line's grid and name list through the order grids' own checks, the pieces that now count, the admin's
 * exceptions and the HR request's conversion. Any refusal rolls everything back.
 */
export class ProgramReordersService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: DocumentEngine,
    private readonly grids: OrderGridsService,
  ) {}

  /** The program's report of pieces ordered, delivered and due per employee (item 5). */
  report(program: ProgramRow, now: Date): ReturnType<typeof readProgramReport> {
    return readProgramReport(this.db, program, now);
  }

  /** The plan and its screen shape, read through `db` (a transaction when creating). */
  private async planFor(db: Kysely<Database>, program: ProgramRow, input: ReorderPreviewInput, now: Date): Promise<Planned> {
    const { periodStart, today } = currentPeriod(program, now);
    const employees = await pickedEmployees(db, program.id, input.pick, { periodStart, today });
    const kit = await programKitLines(db, program.id);
    const samples = await kitSamples(db, [...new Set(kit.plan.map((k) => k.sampleId))]);
    const ids = employees.map((e) => e.id);

    // Exceptions must name a chosen employee and a line of that employee's kit; one per pair (the first reason).
    const reasons = new Map<string, string>();
    for (const [i, g] of (input.exceptions ?? []).entries()) {
      const employee = employees.find((e) => e.id === g.employeeId);
      const line = kit.plan.find((k) => k.id === g.kitLineId);
      if (!employee || !line || line.jobTitleId !== employee.jobTitleId) throw new ReorderInputError(400, M.exceptionUnknown, [`exceptions.${i}`]);
      const key = `${g.employeeId}:${g.kitLineId}`;
      if (!reasons.has(key)) reasons.set(key, g.reason.trim());
    }

    const plan = planReorder({
      employees: employees.map((e) => ({ id: e.id, name: e.name, jobTitleId: e.jobTitleId, jobTitle: e.jobTitleName, active: e.active, sizes: e.sizes })),
      kitLines: kit.plan,
      samples,
      taken: await takenPieces(db, program.id, periodStart, ids),
      extra: (await exceptionPieces(db, program.id, periodStart)).filter((x) => ids.includes(x.employeeId)),
      grant: [...reasons.keys()].map((k) => ({ employeeId: Number(k.split(':')[0]), kitLineId: Number(k.split(':')[1]) })),
    });

    const problems: string[] = [];
    if (!employees.length) problems.push(M.noEmployees);
    if (Number(program.active) !== 1) problems.push(M.programInactive);
    const articles = [];
    for (const line of plan.lines) {
      const sample = samples.find((s) => s.id === line.sampleId);
      if (!sample || sample.stage !== GRID_SAMPLE_STAGE || sample.clientId !== program.partner_id) problems.push(M.sampleNotAuthorised(line.sampleName));
      if (line.total > LINE_MAX) problems.push(M.lineTooLarge(line.styleCode, LINE_MAX));
      const article = await priceArticle(db, line.itemId);
      if (!article) problems.push(M.noPriceArticle(line.styleCode));
      articles.push(article);
    }
    if (employees.length && plan.pieces === 0) problems.push(M.nothingToOrder);

    const byId = new Map(employees.map((e) => [e.id, e]));
    const garmentOf = new Map(kit.plan.map((k) => [k.id, k.garment]));
    const preview: ReorderPreview = {
      programId: program.id,
      periodStart,
      periodEnd: periodEnd(periodStart, program.period),
      employees: employees.map((e) => ({ id: e.id, name: e.name, employeeNumber: e.employeeNumber, jobTitle: e.jobTitleName, area: e.area })),
      lines: plan.lines.map((l) => ({
        sampleId: l.sampleId,
        sampleName: l.sampleName,
        itemId: l.itemId,
        styleCode: l.styleCode,
        garment: l.garment,
        colours: [...l.grid.colours],
        sizes: [...l.grid.sizes],
        quantities: l.grid.quantities.map((row) => [...row]),
        total: l.total,
        names: l.names,
      })),
      refusals: plan.refusals,
      exceptions: plan.exceptions.map((x) => ({
        employeeId: x.employeeId,
        employeeName: byId.get(x.employeeId)!.name,
        kitLineId: x.kitLineId,
        garment: garmentOf.get(x.kitLineId)!,
        extraPieces: x.extraPieces,
        reason: reasons.get(`${x.employeeId}:${x.kitLineId}`)!,
      })),
      problems,
      servedEmployees: plan.employees,
      pieces: plan.pieces,
    };
    return { preview, plan, periodStart, articles };
  }

  /** What the reorder would give and refuse; nothing is written. */
  async preview(program: ProgramRow, input: ReorderPreviewInput, now: Date): Promise<ReorderPreview> {
    return (await this.planFor(this.db, program, input, now)).preview;
  }

  /** Creates the sales order (see the class); answers the plan as written, with the order. */
  create(programId: number, input: ReorderCreateInput, actorId: number, now: Date): Promise<ReorderCreated> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const program = await new ProgramsRepository(trx).row(programId, { lock: true });
      if (!program) throw new ReorderInputError(404, M.programNotFound);
      const { preview, plan, periodStart, articles } = await this.planFor(trx, program, input, now);
      if (preview.problems.length) throw new ReorderInputError(409, preview.problems.join(' '), [], preview.problems);
      if (input.expectedPieces !== undefined && input.expectedPieces !== plan.pieces) throw new ReorderInputError(409, M.changedMeanwhile);

      let request: { id: number } | undefined;
      if (input.requestId !== undefined) {
        const row = await trx.selectFrom('program_reorder_requests').select(['id', 'status']).where('id', '=', input.requestId).where('program_id', '=', program.id).executeTakeFirst();
        if (!row) throw new ReorderInputError(404, M.requestNotFound, ['requestId']);
        if (row.status !== 'pendiente') throw new ReorderInputError(409, M.requestHandled(row.status), ['requestId']);
        request = row;
      }

      const header = await clientHeader(trx, program.partner_id);
      const orderId = await this.engineWrite(() =>
        this.engine.create(
          {
            kind: 'order',
            partnerId: program.partner_id,
            contactId: header.contactId,
            ownerId: program.seller_id,
            name: M.orderName(program.name).slice(0, SALES_MAX_CHARS.name),
            reference: (input.reference ?? '').trim(),
            currency: 'MXN',
            exchangeRate: MXN_RATE,
            borderRegion: header.borderRegion,
            shippingAddress: header.shippingAddress,
            billingAddress: header.billingAddress,
            sampleId: null,
            ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
            lines: plan.lines.map((l, i) => ({
              code: articles[i]!.code,
              description: `${l.garment.split(' · ')[0]} (muestra «${l.sampleName}»)`.slice(0, SALES_MAX_CHARS.description),
              quantity: l.total,
              unitPriceCents: articles[i]!.unitPriceCents,
            })),
          },
          { actorId, at, trx },
        ),
      );

      // Each line's grid and name list through the order grids' own checks (style, sample, names that fit).
      for (const [i, l] of plan.lines.entries()) {
        await this.engineWrite(() =>
          this.grids.save(
            orderId,
            i + 1,
            { styleId: l.itemId, sampleId: l.sampleId, colours: [...l.grid.colours], sizes: [...l.grid.sizes], quantities: l.grid.quantities.map((row) => [...row]), nameList: reorderNameListText(l) },
            actorId,
            at,
            { trx, lineHoldsTotal: true },
          ),
        );
      }

      const orderLines = await trx.selectFrom('document_lines').select(['id', 'line_number']).where('document_id', '=', orderId).orderBy('line_number').execute();
      const pieces = plan.lines.flatMap((l, i) =>
        l.pieces.map((p) => ({
          program_id: program.id,
          employee_id: p.employeeId,
          kit_line_id: p.kitLineId,
          period_start: periodStart,
          order_id: orderId,
          order_line_id: orderLines[i]!.id,
          size: p.size,
          pieces: p.pieces,
        })),
      );
      // In the name list's order, so the ids keep it (the report hands delivered pieces out in it).
      for (let i = 0; i < pieces.length; i += 500) await trx.insertInto('program_order_pieces').values(pieces.slice(i, i + 500)).execute();

      if (preview.exceptions.length) {
        await trx
          .insertInto('program_allowance_exceptions')
          .values(
            preview.exceptions.map((x) => ({
              program_id: program.id,
              employee_id: x.employeeId,
              kit_line_id: x.kitLineId,
              period_start: periodStart,
              extra_pieces: x.extraPieces,
              reason: x.reason,
              approved_by: actorId,
              approved_at: at,
              order_id: orderId,
            })),
          )
          .execute();
      }

      if (request) {
        const done = await trx
          .updateTable('program_reorder_requests')
          .set({ status: 'convertida', order_id: orderId, handled_by: actorId, handled_at: at })
          .where('id', '=', request.id)
          .where('status', '=', 'pendiente')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new ReorderInputError(409, M.requestHandled('atendida'), ['requestId']);
      }

      const folio = (await trx.selectFrom('documents').select('folio').where('id', '=', orderId).executeTakeFirstOrThrow()).folio;
      return { ...preview, orderId, folio, requestId: request?.id ?? null };
    });
  }

  /** The engine's and the grids' refusals as this area's (they should not happen after the plan's checks). */
  private async engineWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof DocumentEngineError) throw new ReorderInputError(error.statusCode === 404 ? 404 : 409, error.message);
      if (error instanceof GridWriteError) throw new ReorderInputError(error.status === 404 ? 404 : 409, error.message);
      throw error;
    }
  }
}
