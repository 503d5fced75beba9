/** Reorders from a uniform program's roster and its report (issue 35 items 3 and 5): typed calls and SWR hooks. */
import useSWR from 'swr';
import { programReorderRoutes as routes } from '../contract/endpoints/program-reorders';
import type { ReorderCreateInput, ReorderPreviewInput } from '../contract/program-reorders';
import { callEndpoint, endpointKey } from './call';

export const programReportKey = (programId: number) => endpointKey(routes.getProgramReport, { id: programId });

export const previewProgramReorder = (programId: number, body: ReorderPreviewInput) => callEndpoint(routes.previewProgramReorder, { params: { id: programId }, body });
export const createProgramReorder = (programId: number, body: ReorderCreateInput) => callEndpoint(routes.createProgramReorder, { params: { id: programId }, body });

/** The program's allowance report of the current period. */
export function useProgramReport(programId: number | null) {
  return useSWR(programId === null ? null : programReportKey(programId), () => callEndpoint(routes.getProgramReport, { params: { id: programId! } }), { revalidateOnFocus: false });
}
