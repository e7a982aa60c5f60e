import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  identityPath,
  type AuthIdentity,
  type AuthResponse,
  type GoogleExchangeBody,
  type LoginBody,
  type SignUpBody,
} from '@phoneparts/contracts';
import { ApiRequestError, type ApiClient } from '@phoneparts/shared-ui';
import { authActions } from './auth-slice';

interface ThunkExtra {
  api: ApiClient;
}
type ThunkConfig = { extra: ThunkExtra };

export const logIn = createAsyncThunk<AuthIdentity, LoginBody, ThunkConfig>(
  'auth/logIn',
  async (body, { extra, dispatch }) => {
    const answer = await extra.api.post<AuthResponse>('/auth/login', body);
    dispatch(authActions.signedIn({ token: answer.accessToken, user: answer.user }));
    return answer.user;
  },
);

export const signUp = createAsyncThunk<AuthIdentity, SignUpBody, ThunkConfig>(
  'auth/signUp',
  async (body, { extra, dispatch }) => {
    const answer = await extra.api.post<AuthResponse>('/auth/signup', body);
    dispatch(authActions.signedIn({ token: answer.accessToken, user: answer.user }));
    return answer.user;
  },
);

/**
 * Confirms the current token with GET /auth/me: a 401 ends the session; an unreachable API shows the
 * site signed out for now (the token stays stored for the next visit).
 */
export const loadCurrentUser = createAsyncThunk<void, void, ThunkConfig>(
  'auth/loadCurrentUser',
  async (_, { extra, dispatch }) => {
    try {
      dispatch(authActions.userLoaded(await extra.api.get<AuthIdentity>(identityPath)));
    } catch (error) {
      const rejected = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
      dispatch(rejected ? authActions.signedOut() : authActions.sessionUnavailable());
    }
  },
);

/** Google sign-in landing: trade the API's one-time code, with this tab's verifier, for a session. */
export const exchangeGoogleCode = createAsyncThunk<AuthIdentity, GoogleExchangeBody, ThunkConfig>(
  'auth/exchangeGoogleCode',
  async (body, { extra, dispatch }) => {
    const answer = await extra.api.post<AuthResponse>('/auth/google/exchange', body);
    dispatch(authActions.signedIn({ token: answer.accessToken, user: answer.user }));
    return answer.user;
  },
);

/**
 * Sign Out: the API revokes the token (every device of the account) before the shell forgets it, so a
 * copied token is worthless afterwards. If the API cannot be reached the shell still signs out here.
 */
export const logOut = createAsyncThunk<void, void, ThunkConfig>(
  'auth/logOut',
  async (_, { extra, dispatch, getState }) => {
    const signedIn = Boolean((getState() as { auth?: { token?: string | null } }).auth?.token);
    try {
      if (signedIn) await extra.api.post('/auth/logout');
    } catch {
      // Nothing to do: the local sign-out below is what the person asked for.
    } finally {
      dispatch(authActions.signedOut());
    }
  },
);
