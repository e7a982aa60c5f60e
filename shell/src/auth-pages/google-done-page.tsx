import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { uiMessages } from '@phoneparts/contracts';
import { Loader, useAuth } from '@phoneparts/shared-ui';
import { useShellDispatch } from '../store/hooks';
import { acceptToken } from '../store/auth-thunks';
import { safeReturnPath } from './use-return-to';

/**
 * /auth/google/done#accessToken=…&returnTo=… — where the API ends a Google sign-in. The token is in
 * the fragment (never sent to a server or logged); store it, load the identity, go back.
 */
export function GoogleDonePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useShellDispatch();
  const { status } = useAuth();
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fragment.get('accessToken');
  const returnTo = safeReturnPath(fragment.get('returnTo'));
  const accepted = useRef(false);

  useEffect(() => {
    if (!token || accepted.current) return;
    accepted.current = true;
    void dispatch(acceptToken(token))
      .unwrap()
      .then(() => navigate(returnTo, { replace: true }));
  }, [dispatch, navigate, returnTo, token]);

  if (!token) return <Navigate to={status === 'signedIn' ? '/' : '/login'} replace />;
  return <Loader text={uiMessages.signingIn} />;
}
