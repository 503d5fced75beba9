import { defineEndpoints } from '../endpoint';
import { IdParams } from '../common';
import { SampleDetail } from '../samples';

/** Samples: detail. (Other sample endpoints move here from the hand-written routes.) */
export const sampleEndpoints = defineEndpoints({
  getSample: {
    method: 'GET',
    path: '/business/samples/:id',
    summary: 'Detalle de una muestra.',
    tags: ['samples'],
    params: IdParams,
    response: SampleDetail,
    errors: [400, 401, 404],
  },
});
