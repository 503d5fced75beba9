import { isAllowedDueDate } from '@muestrario/shared/rules';

export interface ProjectInfo {
  sampleName: string;
  dueDate: string;
  cardCode: string;
}

/**
 * Which project-info fields are invalid (shown red, docs/requirements.md §5 "Editor"): a blank project
 * name, a due date before `minDueDate` (yyyy-mm-dd: tomorrow where the user is, `tomorrowLocal`; the
 * creation rule, `isAllowedDueDate`, issue 16 item 8) or not a real date, no client.
 */
export function projectInfoErrors(info: ProjectInfo, minDueDate: string): Record<keyof ProjectInfo, boolean> {
  return {
    sampleName: info.sampleName.trim() === '',
    dueDate: !isAllowedDueDate(info.dueDate, minDueDate),
    cardCode: info.cardCode.trim() === '',
  };
}
