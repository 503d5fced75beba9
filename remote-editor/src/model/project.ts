import { isCalendarDate } from '@muestrario/shared/rules';

export interface ProjectInfo {
  sampleName: string;
  dueDate: string;
  cardCode: string;
}

/**
 * Which project-info fields are invalid (shown red, docs/requirements.md §5 "Editor"): a blank project name, a
 * due date that is not a real date or is before `today` (yyyy-mm-dd), no client.
 */
export function projectInfoErrors(info: ProjectInfo, today: string): Record<keyof ProjectInfo, boolean> {
  return {
    sampleName: info.sampleName.trim() === '',
    dueDate: !isCalendarDate(info.dueDate) || info.dueDate < today,
    cardCode: info.cardCode.trim() === '',
  };
}
