import { isOneOf } from './enums';

/** Sample stages (docs/requirements.md §4). Stage 8 is an error state and has no colour. */
export const SAMPLE_STAGES = {
  1: 'Diseño',
  2: 'Renderizado',
  3: 'Realización de muestra',
  4: 'Calidad',
  5: 'Fotografía',
  6: 'Aprobación',
  7: 'Autorizada',
  8: 'Error',
} as const;

export type SampleStage = keyof typeof SAMPLE_STAGES;

export const STAGE_CODES = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly SampleStage[];

export function stageName(stage: number): string {
  return isOneOf(STAGE_CODES, stage) ? SAMPLE_STAGES[stage] : 'Desconocida';
}

/** Stages 1–7 show a green badge; stage 8 has no colour. */
export function stageTone(stage: number): 'green' | 'neutral' {
  return stage >= 1 && stage <= 7 ? 'green' : 'neutral';
}

/** Render is pending at stage 2 or lower, loaded above 2. */
export function isRenderPending(stage: number): boolean {
  return stage <= 2;
}
