import { useMemo } from 'react';
import { decorationSettingsOf } from '../rules/colour/settings';
import type { DecorationSettings } from '../rules/colour/insights';
import { useDecorationSettingsBody } from './settings';

/*
 * Apart from ./settings: the rules' defaults come with the colour science (`DEFAULT_DECORATION_SETTINGS`), so
 * a screen that only starts the request (`useDecorationSettingsBody`) does not carry it (issue 34).
 */

/** The settings the rules take (`decorationInsights`, `estimateEmbroidery`): the defaults while loading or on error. */
export function useDecorationSettings(): DecorationSettings {
  const { data } = useDecorationSettingsBody();
  return useMemo(() => decorationSettingsOf(data), [data]);
}
