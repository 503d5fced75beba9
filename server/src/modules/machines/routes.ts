import type { FastifyPluginAsync } from 'fastify';
import { machineEndpoints } from '@muestrario/shared/contract';
import { machineErrors } from '@muestrario/shared/rules';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';

/**
 * Production machines (issue 30, item 5): everyone signed in reads them; production and admins add and
 * change them (the endpoints' actions). Beyond the schema, `machineErrors` (needles and speed on
 * embroidery machines only, a name besides spaces) answers 400 with its first message.
 */
const machinesRoutes: FastifyPluginAsync = async (app) => {
  const check = (body: Parameters<typeof machineErrors>[0]) => {
    const errors = Object.values(machineErrors(body));
    if (errors.length) throw new HttpError(400, errors.join(' '));
  };

  route(app, machineEndpoints.listMachines, async () => app.machines.list());

  route(app, machineEndpoints.createMachine, async (request) => {
    check(request.body);
    return app.machines.create(request.body, request.user!.id, app.now());
  });

  route(app, machineEndpoints.updateMachine, async (request) => {
    check(request.body);
    return app.machines.update(request.params.id, request.body, request.user!.id, app.now());
  });
};

export default machinesRoutes;
