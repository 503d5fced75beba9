import useSWR from 'swr';
import type { EmployeeInput, EmployeeListQuery, JobTitleInput, KitLineInput, ProgramInput } from '../contract/programs';
import { programRoutes as routes } from '../contract/endpoints/programs';
import { callEndpoint, endpointKey } from './call';

/* Uniform programs (issue 35): a client's programs, a program's job titles and kits, its roster. */

export const partnerProgramsKey = (partnerId: number) => endpointKey(routes.listPartnerPrograms, { id: partnerId });
export const programKey = (id: number) => endpointKey(routes.getProgram, { id });
/** Every roster read of a program (any filter): what a roster write makes stale. */
export const programEmployeesPrefix = (id: number) => endpointKey(routes.listProgramEmployees, { id });

/** A client's programs (a seller: their own), or none while `partnerId` is null. */
export function usePartnerPrograms(partnerId: number | null) {
  return useSWR(partnerId === null ? null : partnerProgramsKey(partnerId), () => callEndpoint(routes.listPartnerPrograms, { params: { id: partnerId! } }));
}

/** A program with its job titles, kits and garment types. */
export function useProgram(id: number | null) {
  return useSWR(id === null ? null : programKey(id), () => callEndpoint(routes.getProgram, { params: { id: id! } }));
}

/** What a kit line can be made of: the client's authorised samples and the active styles. */
export function useKitOptions(id: number | null) {
  return useSWR(id === null ? null : endpointKey(routes.getProgramKitOptions, { id }), () => callEndpoint(routes.getProgramKitOptions, { params: { id: id! } }), {
    revalidateOnFocus: false,
  });
}

/** The roster as filtered (every filter optional). */
export function useProgramEmployees(id: number | null, query: EmployeeListQuery) {
  const key = id === null ? null : endpointKey(routes.listProgramEmployees, { id }, query);
  return useSWR(key, () => callEndpoint(routes.listProgramEmployees, { params: { id: id! }, query }));
}

export const createProgram = (partnerId: number, body: ProgramInput) => callEndpoint(routes.createProgram, { params: { id: partnerId }, body });
export const updateProgram = (id: number, body: ProgramInput) => callEndpoint(routes.updateProgram, { params: { id }, body });
export const createJobTitle = (id: number, body: JobTitleInput) => callEndpoint(routes.createProgramJobTitle, { params: { id }, body });
export const updateJobTitle = (id: number, jobTitleId: number, body: JobTitleInput) => callEndpoint(routes.updateProgramJobTitle, { params: { id, jobTitleId }, body });
export const deleteJobTitle = (id: number, jobTitleId: number) => callEndpoint(routes.deleteProgramJobTitle, { params: { id, jobTitleId } });
export const createKitLine = (id: number, jobTitleId: number, body: KitLineInput) => callEndpoint(routes.createProgramKitLine, { params: { id, jobTitleId }, body });
export const updateKitLine = (id: number, kitLineId: number, body: KitLineInput) => callEndpoint(routes.updateProgramKitLine, { params: { id, kitLineId }, body });
export const deleteKitLine = (id: number, kitLineId: number) => callEndpoint(routes.deleteProgramKitLine, { params: { id, kitLineId } });
export const createEmployee = (id: number, body: EmployeeInput) => callEndpoint(routes.createProgramEmployee, { params: { id }, body });
export const updateEmployee = (id: number, employeeId: number, body: EmployeeInput) => callEndpoint(routes.updateProgramEmployee, { params: { id, employeeId }, body });
export const setEmployeeActive = (id: number, employeeId: number, active: boolean) =>
  callEndpoint(routes.setProgramEmployeeActive, { params: { id, employeeId }, body: { active } });
