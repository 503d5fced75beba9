import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { CompanyFiscalBody, CompanyFiscalView } from '../fiscal';

const addresses = defineRoutes({
  getCompanyFiscal: { method: 'GET', path: '/business/settings/fiscal', action: 'fiscal.settings' },
  putCompanyFiscal: { method: 'PUT', path: '/business/settings/fiscal', action: 'fiscal.settings' },
  uploadCompanyCsd: { method: 'POST', path: '/business/settings/fiscal/csd', action: 'fiscal.settings' },
  deleteCompanyCsd: { method: 'DELETE', path: '/business/settings/fiscal/csd', action: 'fiscal.settings' },
});

/** The company's fiscal data and its CSD (issue 32 item 2): admins only. */
export const fiscalEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getCompanyFiscal: {
    summary: 'Datos fiscales de la empresa (RFC, razón social, régimen, lugar de expedición, series) y del CSD cargado: número, RFC, nombre y vigencia; nunca la llave ni su contraseña.',
    tags: ['settings'],
    response: CompanyFiscalView,
    errors: [401, 403],
  },
  putCompanyFiscal: {
    summary:
      'Guarda los datos fiscales de la empresa. 400 con los campos que fallan en «fields» (RFC, régimen que no aplica a su tipo de persona, código postal, series repetidas); 409 si cambia el RFC con un CSD de otro RFC cargado.',
    tags: ['settings'],
    body: CompanyFiscalBody,
    response: CompanyFiscalView,
    errors: [400, 401, 403, 409, 415],
  },
  uploadCompanyCsd: {
    summary:
      'Carga el CSD (multipart: «cer» el certificado .cer, «key» la llave privada .key tal como las entrega el SAT, máximo 16 KB cada una, y «password» su contraseña). ' +
      'Revisa que la contraseña abra la llave, que llave y certificado sean pareja, que el certificado esté vigente, sea un CSD (no la e.firma) y del RFC de la empresa: 400 en español si no. ' +
      'La llave se guarda cifrada (AES-256-GCM) y la contraseña no se guarda. Reemplaza el CSD anterior.',
    tags: ['settings'],
    multipart: true,
    response: CompanyFiscalView,
    status: 201,
    errors: [400, 401, 403, 409, 413, 415],
  },
  deleteCompanyCsd: {
    summary: 'Quita el CSD cargado (certificado y llave). Sin CSD no es un error. Responde los datos fiscales.',
    tags: ['settings'],
    response: CompanyFiscalView,
    errors: [400, 401, 403],
  },
});

export const fiscalRoutes: RoutesOf<typeof fiscalEndpoints> = addresses;
