import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import {
  EmployeeActiveInput,
  EmployeeInput,
  EmployeeListQuery,
  JobTitleInput,
  KitLineInput,
  KitOptions,
  ProgramDetail,
  ProgramEmployee,
  ProgramEmployeeParams,
  ProgramInput,
  ProgramJobTitleParams,
  ProgramKitLineParams,
  ProgramRoster,
  ProgramSummaryList,
} from '../programs';

const addresses = defineRoutes({
  listPartnerPrograms: { method: 'GET', path: '/business-partners/:id/programs', action: 'programs.view' },
  createProgram: { method: 'POST', path: '/business-partners/:id/programs', action: 'programs.manage' },
  getProgram: { method: 'GET', path: '/programs/:id', action: 'programs.view' },
  updateProgram: { method: 'PUT', path: '/programs/:id', action: 'programs.manage' },
  getProgramKitOptions: { method: 'GET', path: '/programs/:id/kit-options', action: 'programs.view' },
  createProgramJobTitle: { method: 'POST', path: '/programs/:id/job-titles', action: 'programs.manage' },
  updateProgramJobTitle: { method: 'PUT', path: '/programs/:id/job-titles/:jobTitleId', action: 'programs.manage' },
  deleteProgramJobTitle: { method: 'DELETE', path: '/programs/:id/job-titles/:jobTitleId', action: 'programs.manage' },
  createProgramKitLine: { method: 'POST', path: '/programs/:id/job-titles/:jobTitleId/kit-lines', action: 'programs.manage' },
  updateProgramKitLine: { method: 'PUT', path: '/programs/:id/kit-lines/:kitLineId', action: 'programs.manage' },
  deleteProgramKitLine: { method: 'DELETE', path: '/programs/:id/kit-lines/:kitLineId', action: 'programs.manage' },
  listProgramEmployees: { method: 'GET', path: '/programs/:id/employees', action: 'programs.view' },
  createProgramEmployee: { method: 'POST', path: '/programs/:id/employees', action: 'programs.manage' },
  updateProgramEmployee: { method: 'PUT', path: '/programs/:id/employees/:employeeId', action: 'programs.manage' },
  setProgramEmployeeActive: { method: 'PUT', path: '/programs/:id/employees/:employeeId/active', action: 'programs.manage' },
});

/**
 * Uniform programs of a client (issue 35): the program, its job titles and kits, the roster. A seller
 * reads and keeps the programs they are the seller of, an admin any (`programs.view`, `programs.manage`).
 */
export const programEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listPartnerPrograms: {
    summary: 'Los programas de uniformes de un cliente (un vendedor ve los suyos; un administrador, todos).',
    tags: ['programs'],
    params: IdParams,
    response: ProgramSummaryList,
    errors: [400, 401, 403, 404],
  },
  createProgram: {
    summary: 'Crea un programa de uniformes de un cliente (solo socios de tipo Cliente); nombre único por cliente.',
    tags: ['programs'],
    params: IdParams,
    body: ProgramInput,
    response: ProgramDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  getProgram: {
    summary: 'Un programa de uniformes con sus puestos, el kit de cada puesto y las prendas (tipos de talla) de los kits.',
    tags: ['programs'],
    params: IdParams,
    response: ProgramDetail,
    errors: [400, 401, 403, 404],
  },
  updateProgram: {
    summary: 'Guarda el nombre, el periodo, el inicio del periodo vigente, las notas, el vendedor y si está activo.',
    tags: ['programs'],
    params: IdParams,
    body: ProgramInput,
    response: ProgramDetail,
    errors: [400, 401, 403, 404, 409],
  },
  getProgramKitOptions: {
    summary: 'Lo que un kit puede llevar: las muestras autorizadas (etapa 7) del cliente y los estilos activos con sus colores y tallas.',
    tags: ['programs'],
    params: IdParams,
    response: KitOptions,
    errors: [400, 401, 403, 404],
  },
  createProgramJobTitle: {
    summary: 'Agrega un puesto al programa (nombre único sin distinguir mayúsculas ni acentos); responde el programa.',
    tags: ['programs'],
    params: IdParams,
    body: JobTitleInput,
    response: ProgramDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  updateProgramJobTitle: {
    summary: 'Cambia el nombre o el orden de un puesto; responde el programa.',
    tags: ['programs'],
    params: ProgramJobTitleParams,
    body: JobTitleInput,
    response: ProgramDetail,
    errors: [400, 401, 403, 404, 409],
  },
  deleteProgramJobTitle: {
    summary: 'Borra un puesto sin empleados (y su kit); responde el programa.',
    tags: ['programs'],
    params: ProgramJobTitleParams,
    response: ProgramDetail,
    errors: [400, 401, 403, 404, 409],
  },
  createProgramKitLine: {
    summary:
      'Agrega al kit de un puesto un estilo en un color con su muestra autorizada (etapa 7) del cliente y las piezas por periodo de cada empleado; responde el programa.',
    tags: ['programs'],
    params: ProgramJobTitleParams,
    body: KitLineInput,
    response: ProgramDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  updateProgramKitLine: {
    summary: 'Cambia una línea del kit (la que ya tiene piezas pedidas solo cambia de muestra o de piezas por periodo); responde el programa.',
    tags: ['programs'],
    params: ProgramKitLineParams,
    body: KitLineInput,
    response: ProgramDetail,
    errors: [400, 401, 403, 404, 409],
  },
  deleteProgramKitLine: {
    summary: 'Borra una línea del kit sin piezas pedidas ni excepciones; responde el programa.',
    tags: ['programs'],
    params: ProgramKitLineParams,
    response: ProgramDetail,
    errors: [400, 401, 403, 404, 409],
  },
  listProgramEmployees: {
    summary: 'La plantilla del programa con las tallas de cada empleado; filtra por puesto, área y si está activo.',
    tags: ['programs'],
    params: IdParams,
    query: EmployeeListQuery,
    response: ProgramRoster,
    errors: [400, 401, 403, 404],
  },
  createProgramEmployee: {
    summary:
      'Da de alta un empleado con sus tallas por prenda (cada talla de la corrida de su estilo); rechaza un número de empleado o un nombre repetidos en el programa.',
    tags: ['programs'],
    params: IdParams,
    body: EmployeeInput,
    response: ProgramEmployee,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  updateProgramEmployee: {
    summary: 'Guarda un empleado y sus tallas (las mismas reglas que el alta).',
    tags: ['programs'],
    params: ProgramEmployeeParams,
    body: EmployeeInput,
    response: ProgramEmployee,
    errors: [400, 401, 403, 404, 409],
  },
  setProgramEmployeeActive: {
    summary: 'Da de baja (o reactiva) a un empleado: los inactivos no reciben reposiciones.',
    tags: ['programs'],
    params: ProgramEmployeeParams,
    body: EmployeeActiveInput,
    response: ProgramEmployee,
    errors: [400, 401, 403, 404],
  },
});

export const programRoutes: RoutesOf<typeof programEndpoints> = addresses;
