import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { apiMessages, shellMessages } from '@phoneparts/contracts';
import { Loader, useAuth } from '@phoneparts/shared-ui';
import { useShellDispatch } from '../store/hooks';
import { exchangeGoogleCode } from '../store/auth-thunks';
import { takeGoogleSignInVerifier } from './google-sign-in-verifier';
import { showAuthError } from './show-auth-error';
import { safeReturnPath } from './use-return-to';

/**
 * /auth/google/done#code=…&returnTo=… — where the API ends a Google sign-in. The one-time code is
 * traded for a token together with the verifier this tab kept when it started the sign-in; a code that
 * arrives in a tab that started nothing (a link someone sent) is refused without calling the API,
 * and a token in the URL is never taken (login fixation).
 */
export function GoogleDonePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useShellDispatch();
  const { status } = useAuth();
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const code = fragment.get('code');
  const returnTo = safeReturnPath(fragment.get('returnTo'));
  const handled = useRef(false);

  useEffect(() => {
    if (!code || handled.current) return;
    handled.current = true;
    const verifier = takeGoogleSignInVerifier();
    if (!verifier) {
      showAuthError(apiMessages.googleSignInFailed);
      navigate('/login', { replace: true });
      return;
    }
    void dispatch(exchangeGoogleCode({ code, verifier }))
      .unwrap()
      .then(
        () => navigate(returnTo, { replace: true }),
        (error: unknown) => {
          showAuthError(error);
          navigate('/login', { replace: true });
        },
      );
  }, [code, dispatch, navigate, returnTo]);

  if (!code) return <Navigate to={status === 'signedIn' ? '/' : '/login'} replace />;
  return <Loader text={shellMessages.signingIn} />;
}
