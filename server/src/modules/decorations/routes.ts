import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { UploadLogoFields, endpoints, type Endpoint } from '@muestrario/shared/contract';
import {
  DEFAULT_LOGO_HEIGHT_CM,
  DEFAULT_LOGO_TECHNIQUE,
  DEFAULT_TEXT_COLOR,
  DEFAULT_TEXT_FONT,
  DEFAULT_TEXT_HEIGHT_CM,
  DEFAULT_TEXT_SIZE,
  DEFAULT_TEXT_TECHNIQUE,
  EDITOR_MESSAGES,
} from '@muestrario/shared/domain';
import { decorationLimitProblem, decorationLimits, heightForWidth, nextLogoName, viewCentreCm, widthForHeight } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { editableSample, viewOfSample, whileEditable, type EditTransaction } from '../design/guard';
import { receiveUpload, recordUpload } from '../files/receive-upload';
import { prepareStoredPicture } from '../files/stored-picture';
import { guardSampleWrite } from '../lifecycle/guard';
import type { DecorationTable } from './decoration-rows';
import { UnknownThreadError } from './logos-repository';

/**
 * Decorations of a sample's views, logos and texts, in one module: listing, creating (centred on the
 * view, above the view's other decorations), editing, and delete/restore written once for both.
 */
/**
 * 400 when a size or rotation is outside what the view allows (`decorationLimits` in shared rules, the
 * rule the editor checks as a person types): each side 0.1 cm to the view's width, rotation ±360°.
 */
function checkLimits(viewWidthCm: number, values: { heightCm?: number; widthCm?: number; rotateDegrees?: number }): void {
  const problem = decorationLimitProblem(values, decorationLimits(viewWidthCm));
  if (problem) throw new HttpError(400, problem.message, {}, { fields: [problem.field] });
}

/** A default size (nothing given) scaled down, ratio kept, so its longer side fits the view. */
function fitToView(size: { widthCm: number; heightCm: number }, viewWidthCm: number): { widthCm: number; heightCm: number } {
  const factor = Math.min(1, viewWidthCm / Math.max(size.widthCm, size.heightCm));
  return { widthCm: Math.round(size.widthCm * factor * 100) / 100, heightCm: Math.round(size.heightCm * factor * 100) / 100 };
}

/** A thread id not in the catalogue: 400 (the same message as a logo's). */
function threadRefused(error: unknown): never {
  if (error instanceof UnknownThreadError) throw new HttpError(400, EDITOR_MESSAGES.threadNotFound, {}, { fields: ['threadId'] });
  throw error;
}

const decorationsRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now().toISOString();
  const logoOf = async (sampleId: number, logoId: number, db?: EditTransaction) => {
    const logo = await (db ? app.logos.within(db) : app.logos).get(sampleId, logoId);
    if (!logo) throw notFound(EDITOR_MESSAGES.logoNotFound);
    return logo;
  };
  const textOf = async (sampleId: number, textId: number) => {
    const text = await app.texts.get(sampleId, textId);
    if (!text) throw notFound(EDITOR_MESSAGES.textNotFound);
    return text;
  };
  const existingSample = async (id: number) => {
    if (!(await app.samples.exists(id))) throw notFound(MESSAGES.sampleNotFound);
    return id;
  };
  /**
   * A new decoration's place when none is given: the view's centre, above everything on the view. Read
   * inside the transaction that locked the sample (`whileEditable`), so two new ones never share a draw order.
   */
  const placement = async (trx: EditTransaction, sampleId: number, view: { id: number; width: number }, given: { x?: number; y?: number; z?: number }) => {
    const centre = viewCentreCm(view.width);
    return {
      x_cm: given.x ?? centre.x,
      y_cm: given.y ?? centre.y,
      z_index: given.z ?? (await app.decorations.within(trx).topZIndex(sampleId, view.id)) + 1,
    };
  };

  route(app, endpoints.listLogos, async (request) => app.logos.listForSample(await existingSample(request.params.id)));
  route(app, endpoints.listTexts, async (request) => app.texts.listForSample(await existingSample(request.params.id)));

  route(app, endpoints.uploadLogo, async (request) => {
    const { id, positionId } = request.params;
    // Who may (role, owner: 403), then refused at once when already sent; checked again once the file is
    // in (the design may be sent meanwhile).
    await guardSampleWrite(app, request, id, 'editDesign');
    await viewOfSample(app, await editableSample(app, id), positionId);
    const { fields: f, file: received } = await receiveUpload(request, app.storage, { kind: 'logo', fields: UploadLogoFields });
    // Checked and read in the picture worker (issues 18, 28): colours, a drawing for the PDFs, an SVG made
    // safe (stored instead of the upload); a picture that could exhaust the server is refused, keeping nothing.
    const { facts: picture, file } = await prepareStoredPicture(app, received, 'logo');
    const original = { width: f.originalWidth ?? 0, height: f.originalHeight ?? 0 };
    const logo = await recordUpload(app.storage, file, () =>
      whileEditable(app, id, async (trx, state) => {
        const view = await viewOfSample(app, state, positionId, trx);
        checkLimits(view.width, f);
        const given = f.heightCm ?? (f.widthCm !== undefined ? heightForWidth(f.widthCm, original) : undefined);
        const size =
          given === undefined
            ? fitToView({ heightCm: DEFAULT_LOGO_HEIGHT_CM, widthCm: widthForHeight(DEFAULT_LOGO_HEIGHT_CM, original) }, view.width)
            : { heightCm: given, widthCm: f.widthCm ?? widthForHeight(given, original) };
        checkLimits(view.width, size);
        const logos = app.logos.within(trx);
        const logoId = await logos.create({
          sample_id: id,
          position_id: view.id,
          logo_name: f.logoName?.trim() || nextLogoName(await logos.namesForSample(id)),
          technique: f.logoTechnique ?? DEFAULT_LOGO_TECHNIQUE,
          notes: f.logoNotes ?? '',
          notes_on_color: f.logoNotesOnColor ?? '',
          notes_on_position: f.logoNotesOnPosition ?? '',
          height_cm: size.heightCm,
          width_cm: size.widthCm,
          rotate_degrees: f.rotateDegrees ?? 0,
          ...(await placement(trx, id, view, { x: f.xPositionCm, y: f.yPositionCm })),
          original_width: f.originalWidth ?? null,
          original_height: f.originalHeight ?? null,
          file_key: file.key,
          original_filename: file.originalFilename,
          file_size: file.size,
          mime_type: file.mime,
          colours: JSON.stringify(picture.colours),
          coverage: picture.coverage,
          pixel_width: picture.pixelWidth,
          pixel_height: picture.pixelHeight,
          thinnest_px: picture.thinnestPx,
          created_by: request.user!.id,
          created_at: now(),
        });
        return logoOf(id, logoId, trx);
      }),
    );
    return logo!;
  });

  route(app, endpoints.createText, async (request) => {
    const { id, positionId } = request.params;
    await guardSampleWrite(app, request, id, 'editDesign');
    const b = request.body;
    return whileEditable(app, id, async (trx, state) => {
      const view = await viewOfSample(app, state, positionId, trx);
      checkLimits(view.width, { heightCm: b.heightCm ?? DEFAULT_TEXT_HEIGHT_CM, widthCm: b.widthCm, rotateDegrees: b.rotateDegrees });
      const texts = app.texts.within(trx);
      const colour = await texts.colourFields({ color: b.color ?? DEFAULT_TEXT_COLOR, threadId: b.threadId }).catch(threadRefused);
      return texts.create({
        sample_id: id,
        position_id: view.id,
        text: b.text,
        font: b.font ?? DEFAULT_TEXT_FONT,
        color: colour.color ?? DEFAULT_TEXT_COLOR,
        thread_id: colour.thread_id ?? null,
        technique: b.technique ?? DEFAULT_TEXT_TECHNIQUE,
        comments: b.comments ?? '',
        size: b.size ?? DEFAULT_TEXT_SIZE,
        height_cm: b.heightCm ?? DEFAULT_TEXT_HEIGHT_CM,
        width_cm: b.widthCm,
        rotate_degrees: b.rotateDegrees ?? 0,
        ...(await placement(trx, id, view, { x: b.xCm, y: b.yCm, z: b.zIndex })),
        created_by: request.user!.id,
        created_at: now(),
      });
    });
  });

  route(app, endpoints.patchLogo, async (request) => {
    const { id, logoId } = request.params;
    await guardSampleWrite(app, request, id, 'editDesign');
    try {
      return await whileEditable(app, id, async (trx) => {
        const viewWidth = await app.decorations.within(trx).viewWidthOf('logos', id, logoId);
        if (viewWidth === undefined) throw notFound(EDITOR_MESSAGES.logoNotFound);
        checkLimits(viewWidth, request.body);
        if (!(await app.logos.within(trx).patch(id, logoId, request.body))) throw notFound(EDITOR_MESSAGES.logoNotFound);
        return logoOf(id, logoId, trx);
      });
    } catch (error) {
      if (error instanceof UnknownThreadError) throw new HttpError(400, EDITOR_MESSAGES.threadNotFound);
      throw error;
    }
  });

  route(app, endpoints.patchText, async (request) => {
    const { id, textId } = request.params;
    await guardSampleWrite(app, request, id, 'editDesign');
    await whileEditable(app, id, async (trx) => {
      const viewWidth = await app.decorations.within(trx).viewWidthOf('texts', id, textId);
      if (viewWidth === undefined) throw notFound(EDITOR_MESSAGES.textNotFound);
      checkLimits(viewWidth, request.body);
      if (!(await app.texts.within(trx).patch(id, textId, request.body).catch(threadRefused))) throw notFound(EDITOR_MESSAGES.textNotFound);
    });
    return textOf(id, textId);
  });

  deleteAndRestore(app, { table: 'logos', idParam: 'logoId', remove: endpoints.deleteLogo, restore: endpoints.restoreLogo, missing: EDITOR_MESSAGES.logoNotFound, read: logoOf });
  deleteAndRestore(app, { table: 'texts', idParam: 'textId', remove: endpoints.deleteText, restore: endpoints.restoreText, missing: EDITOR_MESSAGES.textNotFound, read: textOf });
};

interface DeleteRestore<R extends Endpoint> {
  table: DecorationTable;
  idParam: string;
  remove: Endpoint;
  restore: R;
  /** 404 message when the decoration is not this sample's. */
  missing: string;
  read: (sampleId: number, id: number) => Promise<unknown>;
}

/** Soft delete (204) and its undo (200 with the decoration again), the same for every kind of decoration. */
function deleteAndRestore<R extends Endpoint>(app: FastifyInstance, kind: DeleteRestore<R>): void {
  const target = (params: unknown) => {
    const p = params as Record<string, number>;
    return { sampleId: p.id!, id: p[kind.idParam]! };
  };
  route(app, kind.remove, async (request) => {
    const { sampleId, id } = target(request.params);
    await guardSampleWrite(app, request, sampleId, 'editDesign');
    await whileEditable(app, sampleId, async (trx) => {
      if (!(await app.decorations.within(trx).softDelete(kind.table, sampleId, id, app.now().toISOString()))) throw notFound(kind.missing);
    });
  });
  route(app, kind.restore, async (request) => {
    const { sampleId, id } = target(request.params);
    await guardSampleWrite(app, request, sampleId, 'editDesign');
    await whileEditable(app, sampleId, async (trx) => {
      if (!(await app.decorations.within(trx).restore(kind.table, sampleId, id))) throw notFound(kind.missing);
    });
    return kind.read(sampleId, id) as never;
  });
}

export default decorationsRoutes;
