import { useNavigate } from 'react-router';
import { paths } from '@muestrario/shared/routes';
import { SignInScreen } from './SignInScreen';

/** The /login and /network-error routes of the router application. */
export function SignInPage() {
  const navigate = useNavigate();
  return <SignInScreen onSignedIn={() => navigate(paths.home)} />;
}
