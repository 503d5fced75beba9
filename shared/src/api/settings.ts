import useSWR from 'swr';
import type { DecorationSettingsBody } from '../contract/settings';
import { settingsRoutes as routes } from '../contract/endpoints/settings';
import { callEndpoint, endpointKey } from './call';

/* The shop's decoration settings (issue 18): read by the editor, the review and the print pages; saved by an admin. */

export const decorationSettingsKey = endpointKey(routes.getDecorationSettings);
export const getDecorationSettings = () => callEndpoint(routes.getDecorationSettings);
export const putDecorationSettings = (body: DecorationSettingsBody) => callEndpoint(routes.putDecorationSettings, { body });

/** The stored settings as the admin screen edits them (undefined while loading). */
export function useDecorationSettingsBody() {
  return useSWR(decorationSettingsKey, getDecorationSettings, { revalidateOnFocus: false });
}
