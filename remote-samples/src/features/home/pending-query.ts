import type { SamplePageQuery } from '@muestrario/shared/api';
import { PENDING_STAGES } from '@muestrario/shared/rules';
import { ROWS_PER_PAGE } from '../sample-rows/PagedSampleRows';

/** 'Muestras pendientes': every stage but Autorizada, newest first, one screen at a time. */
export const PENDING_QUERY: SamplePageQuery = { stages: PENDING_STAGES, limit: ROWS_PER_PAGE };
