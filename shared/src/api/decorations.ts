import type { CreateTextBody, PatchLogoBody, PatchTextBody } from '../contract';
import { endpoints } from '../contract/endpoints';
import { callEndpoint, endpointKey } from './call';
import type { UploadOptions } from './client';

/* Logos and texts placed on a sample's views, as the editor and the review screen call them. */

export type DecorationKind = 'logo' | 'text';

export const logosKey = (id: number | string) => endpointKey(endpoints.listLogos, { id: Number(id) });

/** Every logo of the sample, on every view. */
export const getLogos = (id: number | string) => callEndpoint(endpoints.listLogos, { params: { id: Number(id) } });
export const getTexts = (id: number) => callEndpoint(endpoints.listTexts, { params: { id } });

/** Multipart upload of one logo (fields of UploadLogoFields and «file») with progress. */
export const uploadLogo = (id: number, positionId: number, form: FormData, upload?: UploadOptions) =>
  callEndpoint(endpoints.uploadLogo, { params: { id, positionId }, body: form, upload });
export const createText = (id: number, positionId: number, body: CreateTextBody) =>
  callEndpoint(endpoints.createText, { params: { id, positionId }, body });
export const patchLogo = (id: number, logoId: number, body: PatchLogoBody) => callEndpoint(endpoints.patchLogo, { params: { id, logoId }, body });
export const patchText = (id: number, textId: number, body: PatchTextBody) => callEndpoint(endpoints.patchText, { params: { id, textId }, body });

/** Soft delete of a logo or text (undo restores it). */
export const deleteDecoration = (kind: DecorationKind, id: number, decorationId: number): Promise<void> =>
  kind === 'logo'
    ? callEndpoint(endpoints.deleteLogo, { params: { id, logoId: decorationId } })
    : callEndpoint(endpoints.deleteText, { params: { id, textId: decorationId } });

export const restoreDecoration = (kind: DecorationKind, id: number, decorationId: number): Promise<unknown> =>
  kind === 'logo'
    ? callEndpoint(endpoints.restoreLogo, { params: { id, logoId: decorationId } })
    : callEndpoint(endpoints.restoreText, { params: { id, textId: decorationId } });
