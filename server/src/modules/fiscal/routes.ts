import type { FastifyPluginAsync } from 'fastify';
import { fiscalEndpoints as endpoints } from '@muestrario/shared/contract';
import { companyFiscalErrors } from '@muestrario/shared/rules';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';
import { receiveCsdUpload } from './csd-upload';

/** The company's fiscal data and its CSD (issue 32 item 2): admins only (fiscal.settings, checked by `route`). */
const fiscalRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getCompanyFiscal, async () => app.fiscal.view());

  route(app, endpoints.putCompanyFiscal, async (request) => {
    const errors = companyFiscalErrors(request.body);
    const fields = Object.keys(errors);
    if (fields.length) throw new HttpError(400, Object.values(errors).join(' '), {}, { fields });
    return app.fiscal.save(request.body, request.user!.id, app.now());
  });

  route(app, endpoints.uploadCompanyCsd, async (request, reply) => {
    const upload = await receiveCsdUpload(request);
    const view = await app.fiscal.uploadCsd(upload, request.user!.id, app.now());
    upload.key.fill(0);
    void reply.status(201);
    return view;
  });

  route(app, endpoints.deleteCompanyCsd, async (request) => {
    // It takes nothing: a body (hostile or mistaken) is refused rather than ignored.
    if (request.body !== undefined) throw new HttpError(400, 'Quitar el CSD no lleva datos: envía la solicitud sin cuerpo.');
    return app.fiscal.removeCsd();
  });
};

export default fiscalRoutes;
