import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateSampleBody, CreateSampleResponse, endpoints } from '@muestrario/shared/contract';
import { SAMPLE_MESSAGES } from '@muestrario/shared/domain';
import { newSampleErrorMessage, newSampleErrors, serverMinDueDate, toCreateSampleBody } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';
import { route } from '../../http/endpoint-route';
import { guardAction } from '../lifecycle/guard';

const samplesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/business/samples',
    {
      schema: {
        tags: ['samples'],
        summary:
          'Crea una muestra en etapa 1. Con «cardCode» nulo crea también el cliente (código generado) en la misma transacción. ' +
          'Aplica las reglas de la pantalla de creación: 400 con los campos que fallan en «fields».',
        body: CreateSampleBody,
        response: { 200: CreateSampleResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      guardAction(request, 'createSample');
      const body = toCreateSampleBody(request.body);
      const failing = newSampleErrors(body, serverMinDueDate(app.now()));
      if (failing.length) throw new HttpError(400, newSampleErrorMessage(failing), {}, { fields: failing });
      const created = await app.samples.create(body, request.user!.id, app.now());
      if (created === 'unknown-client') throw new HttpError(400, SAMPLE_MESSAGES.unknownClient, {}, { fields: ['cardCode'] });
      return created;
    },
  );

  route(app, endpoints.getSample, async (request) => {
    const sample = await app.samples.detail(request.params.id);
    if (!sample) throw notFound(MESSAGES.sampleNotFound);
    return sample;
  });
};

export default samplesRoutes;
