import type { ComponentProps } from 'react';
import { useDecorationSettings } from '@muestrario/shared/api';
import type { Pantone } from '@muestrario/shared/contract';
import type { InsightSample } from '@muestrario/shared/rules';
import type { EditorState } from '../../../model';
import { insightsOf } from '../../../model/insights';
import { EditLogoPanel } from './EditLogoPanel';
import { EditTextPanel } from './EditTextPanel';

/** What the warnings and the Bordado estimate are computed from (`insightsOf`), with the shop's settings (read here). */
export interface InsightInputs {
  state: EditorState;
  sample: InsightSample;
  catalogue: readonly Pantone[];
}

/*
 * The panels of a selected logo or text with their insights: colour science and estimates live in this
 * chunk (./lazy-panels), loaded when a decoration is first selected, not with the canvas (issue 34); so do
 * the settings' defaults (the editor only starts their request).
 */
export function EditLogoWithInsights({ inputs, ...props }: Omit<ComponentProps<typeof EditLogoPanel>, 'insights'> & { inputs: InsightInputs }) {
  const settings = useDecorationSettings();
  return <EditLogoPanel {...props} insights={insightsOf(props.logo, inputs.state, inputs.sample, inputs.catalogue, settings)} />;
}

export function EditTextWithInsights({ inputs, ...props }: Omit<ComponentProps<typeof EditTextPanel>, 'insights'> & { inputs: InsightInputs }) {
  const settings = useDecorationSettings();
  return <EditTextPanel {...props} insights={insightsOf(props.text, inputs.state, inputs.sample, inputs.catalogue, settings)} />;
}
