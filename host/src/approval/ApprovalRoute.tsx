import type { ComponentType } from 'react';
import { useParams } from 'react-router';

/**
 * A light public page reached inside the router application ('/aprobar/:token', '/programa/:token'; a first
 * load goes through bootstrap's light entry). This wrapper lives in the router application's chunk and is
 * handed the page once its chunk has arrived: the page's chunk is also the light entry's, and an import of the
 * router in it would make every visitor download react-router (29.7 kB) for nothing.
 */
export function tokenPageRoute(Entry: ComponentType<{ token: string }>): ComponentType {
  return function TokenPageRoute() {
    const { token = '' } = useParams();
    return <Entry key={token} token={token} />;
  };
}
