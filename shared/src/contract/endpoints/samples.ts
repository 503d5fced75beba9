import { defineEndpoints, defineRoutes, NoContent, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { PatchProjectBody } from '../design';
import { CreateSampleBody, CreateSampleResponse, PatchSampleBody, SampleDetail, SampleList } from '../samples';

const addresses = defineRoutes({
  listDashboardSamples: { method: 'GET', path: '/dashboard/samples' },
  createSample: { method: 'POST', path: '/business/samples' },
  getSample: { method: 'GET', path: '/business/samples/:id' },
  patchSample: { method: 'PATCH', path: '/business/samples/:id' },
  patchSampleProject: { method: 'PATCH', path: '/business/samples/:id/project' },
  endDesign: { method: 'POST', path: '/business/samples/:id/end-design' },
});

/** Samples: the home list, creation, detail and the sample-level edits of the design editor. */
export const sampleEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listDashboardSamples: {
    summary: 'Todas las muestras, de la más reciente a la más antigua.',
    tags: ['samples'],
    response: SampleList,
    errors: [401],
  },
  createSample: {
    summary:
      'Crea una muestra en etapa 1. Con «cardCode» nulo crea también el cliente (código generado) en la misma transacción. ' +
      'Aplica las reglas de la pantalla de creación: 400 con los campos que fallan en «fields».',
    tags: ['samples'],
    body: CreateSampleBody,
    response: CreateSampleResponse,
    errors: [400, 401, 403],
  },
  getSample: {
    summary: 'Detalle de una muestra.',
    tags: ['samples'],
    params: IdParams,
    response: SampleDetail,
    errors: [400, 401, 404],
  },
  patchSample: {
    summary: 'Guarda campos del panel de prenda (cualquier subconjunto). 409 si el diseño ya se envió.',
    tags: ['samples'],
    params: IdParams,
    body: PatchSampleBody,
    response: SampleDetail,
    errors: [400, 401, 403, 404, 409],
  },
  patchSampleProject: {
    summary: 'Guarda la información del proyecto: nombre, fecha compromiso y cliente (por cardCode).',
    tags: ['samples'],
    params: IdParams,
    body: PatchProjectBody,
    response: SampleDetail,
    errors: [400, 401, 403, 404, 409],
  },
  endDesign: {
    summary: 'Envía el diseño (la dueña o admin; requiere prenda y al menos un decorado): la muestra pasa de la etapa 1 (Diseño) a la 2 (Renderizado) por la máquina de etapas. 204.',
    tags: ['samples'],
    params: IdParams,
    response: NoContent,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
});

export const sampleRoutes: RoutesOf<typeof sampleEndpoints> = addresses;
