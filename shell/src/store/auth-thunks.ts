import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AuthIdentity, AuthResponse, LoginBody, SignUpBody } from '@phoneparts/contracts';
import { ApiRequestError, type ApiClient } from '@phoneparts/shared-ui';
import { authActions } from './auth-slice';

export interface ThunkExtra {
  api: ApiClient;
}
type ThunkConfig = { extra: ThunkExtra };

export const logIn = createAsyncThunk<AuthIdentity, LoginBody, ThunkConfig>('auth/logIn', async (body, { extra, dispatch }) => {
  const answer = await extra.api.post<AuthResponse>('/auth/login', body);
  dispatch(authActions.signedIn({ token: answer.accessToken, user: answer.user }));
  return answer.user;
});

export const signUp = createAsyncThunk<AuthIdentity, SignUpBody, ThunkConfig>('auth/signUp', async (body, { extra, dispatch }) => {
  const answer = await extra.api.post<AuthResponse>('/auth/signup', body);
  dispatch(authActions.signedIn({ token: answer.accessToken, user: answer.user }));
  return answer.user;
});

/**
 * Confirms the current token with GET /auth/me: a 401 ends the session; an unreachable API shows the
 * site signed out for now (the token stays stored for the next visit).
 */
export const loadCurrentUser = createAsyncThunk<void, void, ThunkConfig>('auth/loadCurrentUser', async (_, { extra, dispatch }) => {
  try {
    dispatch(authActions.userLoaded(await extra.api.get<AuthIdentity>('/auth/me')));
  } catch (error) {
    const rejected = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
    dispatch(rejected ? authActions.signedOut() : authActions.sessionUnavailable());
  }
});

/** Google sign-in landing: adopt the token the API put in the URL, then load the identity. */
export const acceptToken = createAsyncThunk<void, string, ThunkConfig>('auth/acceptToken', async (token, { dispatch }) => {
  dispatch(authActions.tokenReceived(token));
  await dispatch(loadCurrentUser());
});
