import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sampleEndpoints } from '@muestrario/shared/contract';
import { SAMPLE_MESSAGES, SENT_STAGE } from '@muestrario/shared/domain';
import { DUE_DATE_MESSAGE, isAllowedDueDate, isCalendarDate, newSampleErrorMessage, newSampleErrors, serverMinDueDate, toCreateSampleBody } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { editableSample, whileEditable } from '../design/guard';
import { actorOf, guardSampleWrite } from '../lifecycle/guard';

const CLIENT_NOT_FOUND = 'El cliente no existe.';

/** A sample: creation, detail, and the sample-level edits of the design editor (docs/requirements.md §7). */
const samplesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now().toISOString();
  const detail = async (id: number) => {
    const sample = await app.samples.detail(id);
    if (!sample) throw notFound(MESSAGES.sampleNotFound);
    return sample;
  };

  route(app, sampleEndpoints.createSample, async (request) => {
    const body = toCreateSampleBody(request.body);
    const failing = newSampleErrors(body, serverMinDueDate(app.now()));
    if (failing.length) throw new HttpError(400, newSampleErrorMessage(failing), {}, { fields: failing });
    const created = await app.samples.create(body, request.user!.id, app.now());
    if (created === 'unknown-client') throw new HttpError(400, SAMPLE_MESSAGES.unknownClient, {}, { fields: ['cardCode'] });
    return created;
  });

  // The editor and the review read it on every visit: cached until a write changes the data (plugins/answer-cache.ts).
  route(app, sampleEndpoints.getSample, async (request, reply) =>
    app.cachedAnswer(request, reply, `sample:${request.params.id}`, sampleEndpoints.getSample.response, () => detail(request.params.id)),
  );

  route(app, sampleEndpoints.patchSample, async (request) => {
    await guardSampleWrite(app, request, request.params.id, 'editDesign');
    await whileEditable(app, request.params.id, (trx) => app.design.within(trx).patchSample(request.params.id, request.body, now()));
    return detail(request.params.id);
  });

  route(app, sampleEndpoints.patchSampleProject, async (request) => {
    await guardSampleWrite(app, request, request.params.id, 'editDesign');
    await editableSample(app, request.params.id);
    const { sampleName, dueDate, cardCode, department } = request.body;
    if (dueDate !== undefined && !isCalendarDate(dueDate)) {
      throw new HttpError(400, 'El campo «dueDate» no es una fecha válida.');
    }
    // The creation rule: tomorrow or later (issue 16, item 8).
    if (dueDate !== undefined && !isAllowedDueDate(dueDate, serverMinDueDate(app.now()))) {
      throw new HttpError(400, DUE_DATE_MESSAGE, {}, { fields: ['dueDate'] });
    }
    const clientId = cardCode === undefined ? undefined : await app.design.clientIdOf(cardCode);
    if (cardCode !== undefined && clientId === undefined) throw notFound(CLIENT_NOT_FOUND);
    await whileEditable(app, request.params.id, (trx) => app.design.within(trx).patchProject(request.params.id, { sampleName, dueDate, clientId, department }, now()));
    return detail(request.params.id);
  });

  // Sending goes through the stage machine (issue 15): same rules, locking and events as POST …/transitions.
  route(app, sampleEndpoints.endDesign, async (request) => {
    await guardSampleWrite(app, request, request.params.id, 'sendDesign', false);
    await editableSample(app, request.params.id);
    await app.signalRecorded(await app.lifecycle.transition(request.params.id, actorOf(request), { to: SENT_STAGE }, app.now()));
  });
};

export default samplesRoutes;
