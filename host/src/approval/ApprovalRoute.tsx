import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { ApprovalEntryProps } from './ApprovalEntry';

/**
 * '/aprobar/:token' reached inside the router application (a first load goes through bootstrap's light
 * entry). This wrapper lives in the router application's chunk and is handed the page once its chunk has
 * arrived: the 'approval' chunk is also the light entry's, and an import of the router in it would make
 * every customer download react-router (29.7 kB) for nothing.
 */
export function approvalRoute(Entry: ComponentType<ApprovalEntryProps>): ComponentType {
  return function ApprovalRoute() {
    const { token = '' } = useParams();
    return <Entry key={token} token={token} />;
  };
}
