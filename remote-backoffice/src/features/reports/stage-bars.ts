import { STAGES } from '@muestrario/shared/domain';

/*
 * What the samples figures share, in a file of its own so that the Panel's chunk (which shows only
 * 'Muestras por etapa') does not carry the report page's other figures (issue 34).
 */

/** Bar colour of each stage, after its badge's tone. */
const TONE_BAR = { gray: 'bo:bg-gray-400', primary: 'bo:bg-primary-600', yellow: 'bo:bg-amber-500', green: 'bo:bg-emerald-600', red: 'bo:bg-rose-500' } as const;
export const stageColour = (stage: number) => TONE_BAR[STAGES.find((s) => s.code === stage)?.tone ?? 'gray'];

/** '1 muestra', '3 muestras'. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
