import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { NoContent } from '../no-content';
import {
  CreatedPortalLink,
  CreatePortalLinkBody,
  EmailPortalLinkBody,
  PortalEmployeeParams,
  PortalEmployeePatch,
  PortalLinkList,
  PortalLinkParams,
  PortalNewEmployeeBody,
  PortalReorderRequestBody,
  PortalTokenParams,
  PublicEmployee,
  PublicProgram,
  PublicReorderRequest,
  ReorderRequestList,
  ReorderRequestParams,
  ReorderRequestView,
} from '../program-portal';

const addresses = defineRoutes({
  listPortalLinks: { method: 'GET', path: '/programs/:id/portal-links' },
  createPortalLink: { method: 'POST', path: '/programs/:id/portal-links', action: 'programs.portalLink' },
  revokePortalLink: { method: 'DELETE', path: '/programs/:id/portal-links/:linkId', action: 'programs.portalLink' },
  emailPortalLink: { method: 'POST', path: '/programs/:id/portal-links/:linkId/email', action: 'programs.portalLink' },
  listReorderRequests: { method: 'GET', path: '/programs/:id/reorder-requests' },
  discardReorderRequest: { method: 'POST', path: '/programs/:id/reorder-requests/:requestId/discard', action: 'programs.reorder' },
  getPublicProgram: { method: 'GET', path: '/public/programs/:token' },
  addPublicEmployee: { method: 'POST', path: '/public/programs/:token/employees' },
  updatePublicEmployee: { method: 'PATCH', path: '/public/programs/:token/employees/:employeeId' },
  requestPublicReorder: { method: 'POST', path: '/public/programs/:token/requests' },
});

const refused =
  'Un enlace desconocido (404) o que ya no abre (410: vencido, revocado o programa inactivo) se rechaza con un mensaje en español; ' +
  'el enlace solo alcanza su programa (el empleado de otro programa es un 404).';

/** A uniform program's HR portal (issue 35 item 4): the seller's links and requests (session) and the HR contact's page (public, by token). */
export const programPortalEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listPortalLinks: {
    summary: 'Enlaces del portal de RR. HH. del programa (sin sus tokens), el más reciente primero, con su estado y último uso; y si el correo está configurado.',
    tags: ['programs'],
    params: IdParams,
    response: PortalLinkList,
    errors: [400, 401, 403, 404],
  },
  createPortalLink: {
    summary: 'Crea un enlace privado del portal para el contacto de RR. HH. del cliente (nombre, correo, días de vigencia). El token se entrega solo esta vez.',
    tags: ['programs'],
    params: IdParams,
    body: CreatePortalLinkBody,
    response: CreatedPortalLink,
    status: 201,
    errors: [400, 401, 403, 404, 415],
  },
  revokePortalLink: {
    summary: 'Revoca un enlace vigente del portal: deja de abrir en ese momento. 204; 409 si ya estaba vencido o revocado.',
    tags: ['programs'],
    params: PortalLinkParams,
    response: NoContent,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
  emailPortalLink: {
    summary: 'Envía el enlace vigente al correo de su contacto (SMTP_URL configurado; 409 si no lo está o el token no es el del enlace; 502 si el envío falla).',
    tags: ['programs'],
    params: PortalLinkParams,
    body: EmailPortalLinkBody,
    response: NoContent,
    status: 204,
    errors: [400, 401, 403, 404, 409, 415, 502],
  },
  listReorderRequests: {
    summary: 'Solicitudes de reorden que RR. HH. envió desde el portal: las pendientes primero, con sus empleados.',
    tags: ['programs'],
    params: IdParams,
    response: ReorderRequestList,
    errors: [400, 401, 403, 404],
  },
  discardReorderRequest: {
    summary: 'Descarta una solicitud pendiente (queda registrada con quién y cuándo). 409 si ya fue atendida.',
    tags: ['programs'],
    params: ReorderRequestParams,
    response: ReorderRequestView,
    errors: [400, 401, 403, 404, 409],
  },
  getPublicProgram: {
    summary: `Portal de RR. HH. (público, por token): el programa, su cliente, los puestos con las prendas de su kit y sus tallas, la plantilla y las solicitudes. ${refused}`,
    tags: ['programs'],
    params: PortalTokenParams,
    response: PublicProgram,
    errors: [400, 404, 410],
    public: true,
  },
  addPublicEmployee: {
    summary: `RR. HH. da de alta a un empleado con su puesto y una talla por prenda de su kit (solo tallas de la corrida del estilo). ${refused} 429 tras demasiados cambios.`,
    tags: ['programs'],
    params: PortalTokenParams,
    body: PortalNewEmployeeBody,
    response: PublicEmployee,
    status: 201,
    errors: [400, 404, 409, 410, 415, 429],
    public: true,
  },
  updatePublicEmployee: {
    summary: `RR. HH. cambia las tallas de un empleado o lo marca activo o inactivo. ${refused} 429 tras demasiados cambios.`,
    tags: ['programs'],
    params: PortalEmployeeParams,
    body: PortalEmployeePatch,
    response: PublicEmployee,
    errors: [400, 404, 410, 415, 429],
    public: true,
  },
  requestPublicReorder: {
    summary: `RR. HH. pide una reorden para empleados activos elegidos, con una nota: el vendedor del programa y los administradores reciben una notificación. ${refused} 429 tras demasiadas solicitudes.`,
    tags: ['programs'],
    params: PortalTokenParams,
    body: PortalReorderRequestBody,
    response: PublicReorderRequest,
    status: 201,
    errors: [400, 404, 410, 415, 429],
    public: true,
  },
});

export const programPortalRoutes: RoutesOf<typeof programPortalEndpoints> = addresses;
