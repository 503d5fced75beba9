import type { PortalEmployeePatch, PortalNewEmployeeBody, PortalReorderRequestBody } from '../contract/program-portal';
import { programPortalRoutes as routes } from '../contract/endpoints/program-portal';
import { callEndpoint } from './call';

/*
 * The HR contact's calls on a uniform program's portal (issue 35 item 4, host's light entry '/programa/:token').
 * Apart from the seller's (program-portal.ts), which use SWR: a module-level import of a shared library keeps
 * it in every chunk that takes anything from the module, and the public page would download SWR for nothing.
 */

export const getPublicProgram = (token: string) => callEndpoint(routes.getPublicProgram, { params: { token } });
export const addPublicEmployee = (token: string, body: PortalNewEmployeeBody) => callEndpoint(routes.addPublicEmployee, { params: { token }, body });
export const updatePublicEmployee = (token: string, employeeId: number, body: PortalEmployeePatch) =>
  callEndpoint(routes.updatePublicEmployee, { params: { token, employeeId }, body });
export const requestPublicReorder = (token: string, body: PortalReorderRequestBody) => callEndpoint(routes.requestPublicReorder, { params: { token }, body });
