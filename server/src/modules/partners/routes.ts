import type { FastifyPluginAsync } from 'fastify';
import { endpoints, type PartnerInput } from '@muestrario/shared/contract';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { canSeePartnerPrivateData, partnerDetailFor, partnerRowFor } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { receiveUpload, recordUpload } from '../files/receive-upload';
import { PartnerWriteError } from './repository';

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PartnerWriteError) throw new HttpError(error.status, error.message, {}, { fields: error.fields });
    throw error;
  }
}

/** Business partners: list and detail for every signed-in user; create, edit and the photo for those who sell. */
const partnersRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listPartners, async (request) => {
    const page = await app.partners.list(request.query, { privateData: canSeePartnerPrivateData(request.user!) });
    return { ...page, rows: page.rows.map((row) => partnerRowFor(row, request.user!)) };
  });

  route(app, endpoints.getPartner, async (request) => {
    const partner = await app.partners.detail(request.params.id);
    if (!partner) throw notFound(SALES_MESSAGES.partnerNotFound);
    return partnerDetailFor(partner, request.user!);
  });

  route(app, endpoints.createPartner, async (request) => {
    const body: PartnerInput = request.body;
    const id = await writing(() => app.partners.create(body, app.now().toISOString()));
    return (await app.partners.detail(id))!;
  });

  route(app, endpoints.updatePartner, async (request) => {
    const saved = await writing(() => app.partners.update(request.params.id, request.body, app.now().toISOString()));
    if (!saved) throw notFound(SALES_MESSAGES.partnerNotFound);
    return (await app.partners.detail(request.params.id))!;
  });

  /** The replaced photo's file goes once the new row is committed; if that fails, the sweep removes it later. */
  const discard = async (key: string | null) => {
    if (key) await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'replaced partner photo not deleted'));
  };

  route(app, endpoints.uploadPartnerPhoto, async (request) => {
    const { id } = request.params;
    // Refused before reading the upload; the write checks again (the partner is locked meanwhile).
    if (!(await app.partners.exists(id))) throw notFound(SALES_MESSAGES.partnerNotFound);
    const { file } = await receiveUpload(request, app.storage, { kind: 'partnerPhoto' });
    const saved = await recordUpload(app.storage, file, () =>
      app.partners.setPhoto(id, { key: file.key, mime: file.mime, originalFilename: file.originalFilename }, app.now().toISOString()),
    );
    if (!saved) throw notFound(SALES_MESSAGES.partnerNotFound);
    await discard(saved.previousKey);
    return (await app.partners.detail(id))!;
  });

  route(app, endpoints.deletePartnerPhoto, async (request) => {
    const { id } = request.params;
    const saved = await app.partners.setPhoto(id, null, app.now().toISOString());
    if (!saved) throw notFound(SALES_MESSAGES.partnerNotFound);
    await discard(saved.previousKey);
    return (await app.partners.detail(id))!;
  });
};

export default partnersRoutes;
