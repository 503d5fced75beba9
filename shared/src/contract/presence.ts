import { Type, type Static } from '@sinclair/typebox';
import { DbId } from './common';
import { StaffRef } from './lifecycle';

/**
 * Who has a sample's editor open (issue 16, presence). An open editor announces itself under a random
 * key of its own (one per open page) and repeats it while open; it is listed while seen recently.
 */
export const ViewerParams = Type.Object({
  id: DbId,
  key: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', description: 'Clave aleatoria del editor abierto (16 a 64 letras, dígitos, _ o -).' }),
});
export type ViewerParams = Static<typeof ViewerParams>;

/** One person with the sample open (once, however many pages they have open). */
export const SampleViewer = StaffRef;
export type SampleViewer = Static<typeof SampleViewer>;
export const SampleViewerList = Type.Array(SampleViewer);
