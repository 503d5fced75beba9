import { endpointPath, endpoints } from '@muestrario/shared/contract';

/**
 * Logos and render files are downloaded from `${FILES_PATH}${filename}` (same origin, session
 * required; the `getFile` endpoint under the API prefix). API answers give `resourcePath: FILES_PATH`
 * and `filename: <storage key>`.
 */
export const FILES_PATH = `/api${endpointPath(endpoints.getFile.path, { key: '' })}`;
