import type { SamplePageQuery } from '@muestrario/shared/api';
import { ROWS_PER_PAGE } from '../sample-rows/PagedSampleRows';

/**
 * 'Muestras pendientes': the signed-in user's open work, chosen by the server from their role
 * (pendingFilterFor: a seller's own open samples, the stages design/production/quality act on, every
 * open one for an admin), newest first, one screen at a time.
 */
export const PENDING_QUERY: SamplePageQuery = { pending: true, limit: ROWS_PER_PAGE };
