import { useNavigate, useSearchParams } from 'react-router';
import { paths, RETURN_TO_PARAM, safeReturnTo } from '@muestrario/shared/routes';
import { openPage } from './open-page';
import { SignInScreen } from './SignInScreen';

/**
 * The /login and /network-error routes of the router application: after signing in, back to the page
 * remembered (or home). The page remembered is loaded afresh, as a new page: the screens and caches left
 * from the session that ended (SWR's in-flight and dropped requests, a remote's state) start clean, and
 * the editor sends the edits it kept (issue 16).
 */
export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = safeReturnTo(search.get(RETURN_TO_PARAM));
  return <SignInScreen onSignedIn={() => (back ? openPage(back) : void navigate(paths.home, { replace: true }))} />;
}
