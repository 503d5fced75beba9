import { isOneOf } from './enums';

/** How a stage's badge is coloured (the UI kit maps each tone to its classes). */
export type StageTone = 'gray' | 'primary' | 'yellow' | 'green' | 'red';

/**
 * The single source of the sample stages (docs/requirements.md §4; issue 15): code, Spanish name, the name used in
 * code, and badge colour. Every other list, constant and check derives from this table.
 */
export const STAGES = [
  { code: 1, key: 'design', name: 'Diseño', tone: 'gray' },
  { code: 2, key: 'render', name: 'Renderizado', tone: 'primary' },
  { code: 3, key: 'making', name: 'Realización de muestra', tone: 'primary' },
  { code: 4, key: 'quality', name: 'Calidad', tone: 'yellow' },
  { code: 5, key: 'photography', name: 'Fotografía', tone: 'yellow' },
  { code: 6, key: 'approval', name: 'Aprobación', tone: 'yellow' },
  { code: 7, key: 'authorized', name: 'Autorizada', tone: 'green' },
  { code: 8, key: 'error', name: 'Error', tone: 'red' },
] as const satisfies readonly { code: number; key: string; name: string; tone: StageTone }[];

type StageRow = (typeof STAGES)[number];
export type SampleStage = StageRow['code'];
export type StageKey = StageRow['key'];

/** Stage codes by their name in code: `STAGE.design` is 1, `STAGE.error` is 8. */
export const STAGE = Object.fromEntries(STAGES.map((s) => [s.key, s.code])) as { [R in StageRow as R['key']]: R['code'] };

/** Spanish name by code. */
export const SAMPLE_STAGES = Object.fromEntries(STAGES.map((s) => [s.code, s.name])) as { [R in StageRow as R['code']]: R['name'] };

export const STAGE_CODES = STAGES.map((s) => s.code) as unknown as readonly [1, 2, 3, 4, 5, 6, 7, 8];

export function isStage(value: unknown): value is SampleStage {
  return isOneOf(STAGE_CODES, value);
}

export function stageName(stage: number): string {
  return isStage(stage) ? SAMPLE_STAGES[stage] : 'Desconocida';
}

/** The badge colour of a stage (gray for an unknown code). */
export function stageTone(stage: number): StageTone {
  return STAGES.find((s) => s.code === stage)?.tone ?? 'gray';
}

/** Render is pending at stage 2 or lower, loaded above 2 (except an Error before any render is not told apart). */
export function isRenderPending(stage: number): boolean {
  return stage <= STAGE.render;
}
