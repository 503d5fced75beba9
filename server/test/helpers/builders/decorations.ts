import type { LightMyRequestResponse } from 'fastify';
import { multipart, PNG_2x1, type MultipartFile } from '../multipart';
import { okJson, type Requester } from '../request';

/** The logo file of the tests: a small valid PNG, as a browser's FormData part. */
export const LOGO_FILE: MultipartFile = { filename: 'logo.png', contentType: 'image/png', data: PNG_2x1 };

export interface LogoOptions {
  /** Form fields (originalWidth, heightCm, …) sent before the file. */
  fields?: Record<string, string | number>;
  /**
   * The same PNG under another name (`{ filename: 'a.png' }`), or other bytes (`{ filename, data }`: sent
   * without a content type, as `application/octet-stream`, unless one is given).
   */
  file?: Partial<MultipartFile>;
}

/** The multipart body of a logo upload (the PNG by default). */
export const logoUpload = (options: LogoOptions = {}) =>
  multipart(options.fields ?? {}, options.file?.data ? { filename: LOGO_FILE.filename, data: options.file.data, ...options.file } : { ...LOGO_FILE, ...options.file });

/** The URL a logo is uploaded to: a view (clothing position) of a sample. */
export const logoUrl = (sampleId: number, viewId: number) => `/api/business/samples/${sampleId}/current-clothing-position/${viewId}/logos`;

/** Uploads a logo onto a sample's view through the API, as `as`; answers the raw response. */
export const postLogo = (as: Requester, sampleId: number, viewId: number, options: LogoOptions = {}): Promise<LightMyRequestResponse> =>
  as.upload(logoUrl(sampleId, viewId), logoUpload(options));

/** Uploads a logo and returns its id (throws on anything but a 2xx). */
export async function buildLogo(as: Requester, sampleId: number, viewId: number, options: LogoOptions = {}): Promise<number> {
  return okJson(await postLogo(as, sampleId, viewId, options), 'logo').logoId as number;
}

/** Adds a text decoration to a sample's view through the API and returns its id. */
export async function buildText(as: Requester, sampleId: number, viewId: number, over: Record<string, unknown> = {}): Promise<number> {
  const res = await as('POST', `/api/business/samples/${sampleId}/current-clothing-position/${viewId}/texts`, { text: 'SUPERVISOR', widthCm: 8, ...over });
  return okJson(res, 'text').textId as number;
}
