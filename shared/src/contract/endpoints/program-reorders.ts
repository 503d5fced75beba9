import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { ProgramReport, ReorderCreated, ReorderCreateInput, ReorderPreview, ReorderPreviewInput } from '../program-reorders';

const addresses = defineRoutes({
  previewProgramReorder: { method: 'POST', path: '/programs/:id/reorders/preview', action: 'programs.reorder' },
  createProgramReorder: { method: 'POST', path: '/programs/:id/reorders', action: 'programs.reorder' },
  getProgramReport: { method: 'GET', path: '/programs/:id/report' },
});

/** A reorder from a uniform program's roster in one step, and the program's allowance report (issue 35 items 3 and 5). */
export const programReorderEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  previewProgramReorder: {
    summary:
      'Vista previa de una reorden: por empleado elegido (lista, nuevos ingresos, área, puesto o todos), las prendas de su kit con la talla de la plantilla, agrupadas en líneas con cuadrícula y lista de nombres, y las piezas rechazadas con el motivo (sobre todo, las que exceden la asignación del periodo). Nada se guarda. Las excepciones solo las puede incluir un administrador.',
    tags: ['programs'],
    params: IdParams,
    body: ReorderPreviewInput,
    response: ReorderPreview,
    errors: [400, 401, 403, 404, 415],
  },
  createProgramReorder: {
    summary:
      'Crea UNA orden de venta con las prendas de la vista previa (cuadrícula y lista de nombres por línea, sin cantidades capturadas), vuelve a revisar las asignaciones dentro de la transacción, registra las piezas de cada empleado, las excepciones de un administrador (con quién y por qué) y, si se indica, marca la solicitud de RR. HH. como convertida.',
    tags: ['programs'],
    params: IdParams,
    body: ReorderCreateInput,
    response: ReorderCreated,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  getProgramReport: {
    summary:
      'Informe del programa en el periodo actual: por empleado y prenda del kit, la asignación, las excepciones, las piezas pedidas y entregadas, lo que falta por entregar y lo que falta por pedir; y las excepciones registradas.',
    tags: ['programs'],
    params: IdParams,
    response: ProgramReport,
    errors: [400, 401, 403, 404],
  },
});

export const programReorderRoutes: RoutesOf<typeof programReorderEndpoints> = addresses;
