/**
 * Logos and render files are downloaded from `${FILES_PATH}${filename}` (same origin, session
 * required). API answers give `resourcePath: FILES_PATH` and `filename: <storage key>`.
 */
export const FILES_PATH = '/api/files/';
