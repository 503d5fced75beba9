import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { NoContent } from '../no-content';
import { IdParams } from '../common';
import { CreateTextBody, LogoParams, PatchTextBody, PositionParams, SampleText, SampleTextList, TextParams } from '../design';
import { Logo, LogoList, PatchLogoBody } from '../logos';

/** Errors of every write on a sample's design: bad input, no session, not this sample's, design sent. */
const WRITE_ERRORS = [400, 401, 403, 404, 409] as const;

const addresses = defineRoutes({
  listLogos: { method: 'GET', path: '/business/samples/:id/logos' },
  uploadLogo: { method: 'POST', path: '/business/samples/:id/current-clothing-position/:positionId/logos', action: 'sample.editDesign' },
  patchLogo: { method: 'PATCH', path: '/business/samples/:id/logos/:logoId', action: 'sample.editDesign' },
  deleteLogo: { method: 'DELETE', path: '/business/samples/:id/logos/:logoId', action: 'sample.editDesign' },
  restoreLogo: { method: 'POST', path: '/business/samples/:id/logos/:logoId/restore', action: 'sample.editDesign' },
  listTexts: { method: 'GET', path: '/business/samples/:id/texts' },
  createText: { method: 'POST', path: '/business/samples/:id/current-clothing-position/:positionId/texts', action: 'sample.editDesign' },
  patchText: { method: 'PATCH', path: '/business/samples/:id/texts/:textId', action: 'sample.editDesign' },
  deleteText: { method: 'DELETE', path: '/business/samples/:id/texts/:textId', action: 'sample.editDesign' },
  restoreText: { method: 'POST', path: '/business/samples/:id/texts/:textId/restore', action: 'sample.editDesign' },
});

/** Decorations of a sample's views: logos (uploaded files) and texts (server module modules/decorations). */
export const decorationEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listLogos: {
    summary: 'Logos colocados en la muestra.',
    tags: ['logos'],
    params: IdParams,
    response: LogoList,
    errors: [400, 401, 404],
  },
  uploadLogo: {
    summary:
      'Sube un logo (multipart: campos de UploadLogoFields y «file»). PNG, JPEG o SVG según su contenido, máximo 5 MB. Centrado y de 10 cm de alto si no se indica.',
    tags: ['logos'],
    params: PositionParams,
    multipart: true,
    response: Logo,
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  patchLogo: {
    summary: 'Modifica un logo (cualquier subconjunto de campos; «pantones» reemplaza la lista de hilos).',
    tags: ['logos'],
    params: LogoParams,
    body: PatchLogoBody,
    response: Logo,
    errors: WRITE_ERRORS,
  },
  deleteLogo: {
    summary: 'Elimina un logo de la muestra (se puede restaurar con deshacer). 204.',
    tags: ['logos'],
    params: LogoParams,
    response: NoContent,
    status: 204,
    errors: WRITE_ERRORS,
  },
  restoreLogo: {
    summary: 'Restaura un logo eliminado (deshacer).',
    tags: ['logos'],
    params: LogoParams,
    response: Logo,
    errors: WRITE_ERRORS,
  },
  listTexts: {
    summary: 'Textos colocados en la muestra.',
    tags: ['texts'],
    params: IdParams,
    response: SampleTextList,
    errors: [400, 401, 404],
  },
  createText: {
    summary: 'Agrega un texto a una vista de la prenda de la muestra (centrado si no se indica posición).',
    tags: ['texts'],
    params: PositionParams,
    body: CreateTextBody,
    response: SampleText,
    errors: WRITE_ERRORS,
  },
  patchText: {
    summary: 'Modifica un texto (cualquier subconjunto de campos).',
    tags: ['texts'],
    params: TextParams,
    body: PatchTextBody,
    response: SampleText,
    errors: WRITE_ERRORS,
  },
  deleteText: {
    summary: 'Elimina un texto (se puede restaurar con deshacer). 204.',
    tags: ['texts'],
    params: TextParams,
    response: NoContent,
    status: 204,
    errors: WRITE_ERRORS,
  },
  restoreText: {
    summary: 'Restaura un texto eliminado (deshacer).',
    tags: ['texts'],
    params: TextParams,
    response: SampleText,
    errors: WRITE_ERRORS,
  },
});

export const decorationRoutes: RoutesOf<typeof decorationEndpoints> = addresses;
