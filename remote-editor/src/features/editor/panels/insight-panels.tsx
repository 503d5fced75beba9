import type { ComponentProps } from 'react';
import type { Pantone } from '@muestrario/shared/contract';
import type { DecorationSettings, InsightSample } from '@muestrario/shared/rules';
import { insightsOf, type EditorState } from '../../../model';
import { EditLogoPanel } from './EditLogoPanel';
import { EditTextPanel } from './EditTextPanel';

/** What the warnings and the Bordado estimate are computed from (`insightsOf`). */
export interface InsightInputs {
  state: EditorState;
  sample: InsightSample;
  catalogue: readonly Pantone[];
  settings: DecorationSettings;
}

/*
 * The panels of a selected logo or text with their insights: colour science and estimates live in this
 * chunk (./lazy-panels), loaded when a decoration is first selected, not with the canvas (issue 34).
 */
export function EditLogoWithInsights({ inputs, ...props }: Omit<ComponentProps<typeof EditLogoPanel>, 'insights'> & { inputs: InsightInputs }) {
  return <EditLogoPanel {...props} insights={insightsOf(props.logo, inputs.state, inputs.sample, inputs.catalogue, inputs.settings)} />;
}

export function EditTextWithInsights({ inputs, ...props }: Omit<ComponentProps<typeof EditTextPanel>, 'insights'> & { inputs: InsightInputs }) {
  return <EditTextPanel {...props} insights={insightsOf(props.text, inputs.state, inputs.sample, inputs.catalogue, inputs.settings)} />;
}
