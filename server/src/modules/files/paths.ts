import { endpointPath, endpoints } from '@muestrario/shared/contract';
import { DEFAULT_API_BASE } from '@muestrario/shared/domain';

/**
 * Logos and render files are downloaded from `${FILES_PATH}${filename}` (same origin, session
 * required; the `getFile` endpoint under the API prefix). API answers give `resourcePath: FILES_PATH`
 * and `filename: <storage key>`.
 */
export const FILES_PATH = `${DEFAULT_API_BASE}${endpointPath(endpoints.getFile.path, { key: '' })}`;
