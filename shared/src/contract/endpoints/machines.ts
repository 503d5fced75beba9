import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { Machine, MachineBody } from '../machines';

const addresses = defineRoutes({
  listMachines: { method: 'GET', path: '/business/machines' },
  createMachine: { method: 'POST', path: '/business/machines', action: 'machine.create' },
  updateMachine: { method: 'PUT', path: '/business/machines/:id', action: 'machine.edit' },
});

/** Production machines (issue 30, item 5): everyone reads them; production and admins write them. */
export const machineEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listMachines: {
    summary: 'Las máquinas de la planta: nombre, tipo, cabezas, agujas y puntadas por minuto (bordadoras), minutos de turno por día y si está activa.',
    tags: ['machines'],
    response: /*#__PURE__*/ Type.Array(Machine),
    errors: [401],
  },
  createMachine: {
    summary: 'Da de alta una máquina (producción y administradores). 409 si ya hay una con ese nombre.',
    tags: ['machines'],
    body: MachineBody,
    response: Machine,
    status: 201,
    errors: [400, 401, 403, 409, 415],
  },
  updateMachine: {
    summary: 'Cambia una máquina completa (producción y administradores). 409 si el nombre ya es de otra.',
    tags: ['machines'],
    params: IdParams,
    body: MachineBody,
    response: Machine,
    errors: [400, 401, 403, 404, 409, 415],
  },
});

export const machineRoutes: RoutesOf<typeof machineEndpoints> = addresses;
