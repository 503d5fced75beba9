import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { RosterImportResultSchema, RosterTemplateQuery } from '../programs-roster-import';

const addresses = defineRoutes({
  downloadRosterTemplate: { method: 'GET', path: '/programs/:id/roster-template', action: 'programs.manage' },
  importRoster: { method: 'POST', path: '/programs/:id/roster-import', action: 'programs.manage' },
});

/** A uniform program's roster from a spreadsheet (issue 35, item 2): the template, and the import with its preview. */
export const programRosterImportEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  downloadRosterTemplate: {
    summary:
      'Plantilla del programa para llenar en la hoja de cálculo (CSV UTF-8 con BOM, o XLSX): Número de empleado, Nombre, Puesto, Área, Fecha de ingreso y una columna de talla por prenda de los kits, con los empleados activos.',
    tags: ['programs'],
    params: IdParams,
    query: RosterTemplateQuery,
    response: /*#__PURE__*/ Type.String({ format: 'binary', description: 'La plantilla en CSV o XLSX' }),
    produces: 'application/octet-stream',
    errors: [400, 401, 403, 404],
  },
  importRoster: {
    summary:
      'Importa la plantilla (multipart: «file», un CSV —UTF-8 con o sin BOM, o Windows-1252; coma o punto y coma— o un XLSX de hasta 2 MB y 5,000 filas; «mode»: «preview», por omisión, o «apply»). ' +
      'Responde lo que cada fila hace con sus errores en español por fila y columna; «apply» escribe las filas válidas en una transacción (las filas con errores se omiten). ' +
      'Un archivo ilegible, con encabezados equivocados o sin filas válidas al aplicar: 4xx, no se guarda nada.',
    tags: ['programs'],
    params: IdParams,
    multipart: true,
    response: RosterImportResultSchema,
    errors: [400, 401, 403, 404, 413, 415],
  },
});

export const programRosterImportRoutes: RoutesOf<typeof programRosterImportEndpoints> = addresses;
