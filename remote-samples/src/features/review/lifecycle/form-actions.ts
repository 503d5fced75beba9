import type { Action } from '@muestrario/shared/rules';

/**
 * The actions the review screen offers with a form in a dialog (the render has its own card). Apart from
 * the forms themselves (./forms), which load when a dialog first opens (issue 34).
 */
export const FORM_ACTIONS = ['sendDesign', 'markMade', 'recordQuality', 'completePhotos', 'recordAnswer', 'openRound'] as const satisfies readonly Action[];
export type FormAction = (typeof FORM_ACTIONS)[number];

export const hasForm = (action: Action): action is FormAction => (FORM_ACTIONS as readonly Action[]).includes(action);
