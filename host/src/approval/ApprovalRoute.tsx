import { useParams } from 'react-router';
import { ApprovalEntry } from './ApprovalEntry';

/** '/aprobar/:token' reached inside the router application (a first load goes through bootstrap's light entry). */
export function ApprovalRoute() {
  const { token = '' } = useParams();
  return <ApprovalEntry key={token} token={token} />;
}
