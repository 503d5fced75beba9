import type { CreateTextBody, PatchLogoBody, PatchTextBody } from '../contract';
import { decorationRoutes as routes } from '../contract/endpoints/decorations';
import { callEndpoint, endpointKey } from './call';
import type { UploadOptions } from './client';

/* Logos and texts placed on a sample's views, as the editor and the review screen call them. */

export type DecorationKind = 'logo' | 'text';

export const logosKey = (id: number | string) => endpointKey(routes.listLogos, { id: Number(id) });

/** Every logo of the sample, on every view. */
export const getLogos = (id: number | string) => callEndpoint(routes.listLogos, { params: { id: Number(id) } });
export const getTexts = (id: number) => callEndpoint(routes.listTexts, { params: { id } });

/** Multipart upload of one logo (fields of UploadLogoFields and «file») with progress. */
export const uploadLogo = (id: number, positionId: number, form: FormData, upload?: UploadOptions) =>
  callEndpoint(routes.uploadLogo, { params: { id, positionId }, body: form, upload });
export const createText = (id: number, positionId: number, body: CreateTextBody) =>
  callEndpoint(routes.createText, { params: { id, positionId }, body });
export const patchLogo = (id: number, logoId: number, body: PatchLogoBody) => callEndpoint(routes.patchLogo, { params: { id, logoId }, body });
export const patchText = (id: number, textId: number, body: PatchTextBody) => callEndpoint(routes.patchText, { params: { id, textId }, body });

/** Soft delete of a logo or text (undo restores it). */
export const deleteDecoration = (kind: DecorationKind, id: number, decorationId: number): Promise<void> =>
  kind === 'logo'
    ? callEndpoint(routes.deleteLogo, { params: { id, logoId: decorationId } })
    : callEndpoint(routes.deleteText, { params: { id, textId: decorationId } });

export const restoreDecoration = (kind: DecorationKind, id: number, decorationId: number): Promise<unknown> =>
  kind === 'logo'
    ? callEndpoint(routes.restoreLogo, { params: { id, logoId: decorationId } })
    : callEndpoint(routes.restoreText, { params: { id, textId: decorationId } });

/** SWR key of the sample's texts (the review screen; under the sample's path, so a live signal refreshes it). */
export const textsKey = (id: number | string) => endpointKey(routes.listTexts, { id: Number(id) });
