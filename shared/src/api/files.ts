import { fileRoutes as routes } from '../contract/endpoints/files';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* A sample's render file (the review screen). Downloads use the answer's resourcePath + filename. */

export const renderFileKey = (id: number) => endpointKey(routes.getRenderFile, { id });

/** The sample's latest render, or null while there is none (a normal state: the server answers 200 null). */
export const getRenderFile = (id: number) => callEndpoint(routes.getRenderFile, { params: { id } });

/** Uploads the render (multipart field `file`) with progress (0..1). */
export function uploadRender(id: number, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return callEndpoint(routes.uploadRender, { params: { id }, body: form, upload: { onProgress } });
}

/** Where a stored file (a sample photo's storage key) is downloaded from; `download` asks for an attachment. */
export const storedFileUrl = (key: string, download = false) => `${apiBase()}${endpointKey(routes.getFile, { key })}${download ? '?download=true' : ''}`;
