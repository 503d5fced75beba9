import { useNavigate, useSearchParams } from 'react-router';
import { paths, RETURN_TO_PARAM, safeReturnTo } from '@muestrario/shared/routes';
import { SignInScreen } from './SignInScreen';

/** The /login and /network-error routes of the router application: after signing in, back to the page remembered (or home). */
export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = safeReturnTo(search.get(RETURN_TO_PARAM)) ?? paths.home;
  return <SignInScreen onSignedIn={() => navigate(back, { replace: true })} />;
}
