import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { NoContent } from '../no-content';
import { IdParams } from '../common';
import { SampleViewerList, ViewerParams } from '../presence';

const addresses = defineRoutes({
  listSampleViewers: { method: 'GET', path: '/business/samples/:id/viewers' },
  announceSampleViewer: { method: 'PUT', path: '/business/samples/:id/viewers/:key', action: 'sample.watch' },
  leaveSampleViewer: { method: 'DELETE', path: '/business/samples/:id/viewers/:key', action: 'sample.watch' },
});

/** Presence in the design editor (issue 16): who else has the sample open. */
export const presenceEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listSampleViewers: {
    summary: 'Quién tiene abierta la muestra en el editor ahora (visto en los últimos 45 s), una vez por persona.',
    tags: ['lifecycle'],
    params: IdParams,
    response: SampleViewerList,
    errors: [400, 401, 404],
  },
  announceSampleViewer: {
    summary: 'El editor abierto con esta clave sigue abierto (se repite cada 15 s). 204.',
    tags: ['lifecycle'],
    params: ViewerParams,
    response: NoContent,
    status: 204,
    errors: [400, 401, 404],
  },
  leaveSampleViewer: {
    summary: 'El editor con esta clave se cerró. 204, también si ya no figuraba.',
    tags: ['lifecycle'],
    params: ViewerParams,
    response: NoContent,
    status: 204,
    errors: [400, 401, 404],
  },
});

export const presenceRoutes: RoutesOf<typeof presenceEndpoints> = addresses;
