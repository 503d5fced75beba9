import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { PartnerDetail, PartnerInput, PartnerListQuery, PartnerPage } from '../partners';

const addresses = defineRoutes({
  listPartners: { method: 'GET', path: '/business-partners' },
  getPartner: { method: 'GET', path: '/business-partners/:id' },
  createPartner: { method: 'POST', path: '/business-partners', action: 'partner.create' },
  updatePartner: { method: 'PUT', path: '/business-partners/:id', action: 'partner.edit' },
  uploadPartnerPhoto: { method: 'POST', path: '/business-partners/:id/photo', action: 'partner.photo' },
  deletePartnerPhoto: { method: 'DELETE', path: '/business-partners/:id/photo', action: 'partner.photo' },
});

/** Business partners (the `clients` table: clients and suppliers). */
export const partnerEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listPartners: {
    summary: 'Socios de negocio por páginas; busca por nombre, RFC, correo o código (sin distinguir mayúsculas ni acentos).',
    tags: ['partners'],
    query: PartnerListQuery,
    response: PartnerPage,
    errors: [400, 401],
  },
  getPartner: {
    summary: 'Datos maestros de un socio con sus contactos y direcciones.',
    tags: ['partners'],
    params: IdParams,
    response: PartnerDetail,
    errors: [400, 401, 404],
  },
  createPartner: {
    summary: 'Crea un socio (cliente o proveedor). Código vacío: el servidor lo numera. 400 con los campos que fallan en «fields».',
    tags: ['partners'],
    body: PartnerInput,
    response: PartnerDetail,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  updatePartner: {
    summary: 'Guarda todos los datos de un socio; contactos y direcciones se reemplazan por los enviados.',
    tags: ['partners'],
    params: IdParams,
    body: PartnerInput,
    response: PartnerDetail,
    errors: [400, 401, 403, 404, 409],
  },
  uploadPartnerPhoto: {
    summary:
      'Guarda la foto del socio (multipart, campo «file»: JPEG, GIF o PNG reconocido por su contenido, máximo 1 MB). ' +
      'Reemplaza la anterior, cuyo archivo se borra. Responde el socio con «photoUrl».',
    tags: ['partners'],
    params: IdParams,
    multipart: true,
    response: PartnerDetail,
    errors: [400, 401, 403, 404, 413, 415],
  },
  deletePartnerPhoto: {
    summary: 'Quita la foto del socio y borra su archivo (sin foto no es un error). Responde el socio.',
    tags: ['partners'],
    params: IdParams,
    response: PartnerDetail,
    errors: [400, 401, 403, 404],
  },
});

export const partnerRoutes: RoutesOf<typeof partnerEndpoints> = addresses;
