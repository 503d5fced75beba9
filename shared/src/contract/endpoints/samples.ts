import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { NoContent } from '../no-content';
import { IdParams } from '../common';
import { PatchProjectBody } from '../design';
import { CreateSampleBody, CreateSampleResponse, PatchSampleBody, SampleDetail } from '../samples';
import { SampleListAnswer, SampleListQuery } from '../sample-list';

const addresses = defineRoutes({
  listDashboardSamples: { method: 'GET', path: '/dashboard/samples' },
  createSample: { method: 'POST', path: '/business/samples', action: 'sample.create' },
  getSample: { method: 'GET', path: '/business/samples/:id' },
  patchSample: { method: 'PATCH', path: '/business/samples/:id', action: 'sample.editDesign' },
  patchSampleProject: { method: 'PATCH', path: '/business/samples/:id/project', action: 'sample.editDesign' },
  endDesign: { method: 'POST', path: '/business/samples/:id/end-design', action: 'sample.sendDesign' },
});

/** Samples: the home list, creation, detail and the sample-level edits of the design editor. */
export const sampleEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listDashboardSamples: {
    summary:
      'Sin parámetros: todas las muestras, de la más reciente a la más antigua. Con cualquier parámetro: una página ' +
      '{ items, total, nextCursor } — búsqueda «q» en proyecto y cliente sin distinguir mayúsculas ni acentos, «stage» ' +
      '(una etapa o varias separadas por comas), «mine» (las creadas por quien consulta), «sort», «limit» (1–200, 50 por omisión) ' +
      'y «cursor» (el «nextCursor» de la página anterior).',
    tags: ['samples'],
    query: SampleListQuery,
    response: SampleListAnswer,
    errors: [400, 401],
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
