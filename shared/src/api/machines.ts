import useSWR from 'swr';
import type { MachineBody } from '../contract/machines';
import { machineRoutes as routes } from '../contract/endpoints/machines';
import { callEndpoint, endpointKey } from './call';

/* Production machines (issue 30, item 5). */

export const machinesKey = endpointKey(routes.listMachines);
export const listMachines = () => callEndpoint(routes.listMachines);
export const createMachine = (body: MachineBody) => callEndpoint(routes.createMachine, { body });
export const updateMachine = (id: number, body: MachineBody) => callEndpoint(routes.updateMachine, { params: { id }, body });

/** Every machine, active first (everyone reads them). */
export function useMachines() {
  return useSWR(machinesKey, listMachines, { revalidateOnFocus: false });
}
