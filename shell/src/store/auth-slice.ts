import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthIdentity } from '@phoneparts/contracts';
import type { AuthStatus } from '@phoneparts/shared-ui';

export interface AuthState {
  token: string | null;
  user: AuthIdentity | null;
  status: AuthStatus;
}

/** A stored token means "signed in, not yet confirmed": guards show a loader until /auth/me answers. */
export function initialAuthState(token: string | null): AuthState {
  return { token, user: null, status: token ? 'loading' : 'signedOut' };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState(null),
  reducers: {
    /** Sign-in, sign-up: the API answered with a token and the identity. */
    signedIn(_state, action: PayloadAction<{ token: string; user: AuthIdentity }>) {
      return { token: action.payload.token, user: action.payload.user, status: 'signedIn' };
    },
    userLoaded(state, action: PayloadAction<AuthIdentity>) {
      if (!state.token) return;
      state.user = action.payload;
      state.status = 'signedIn';
    },
    signedOut() {
      return initialAuthState(null);
    },
    /**
     * Another tab of this browser stored a new token (it signed in, or changed the password, which ends
     * every older token): this tab takes it too, and confirms the identity with /auth/me next.
     */
    tokenChangedElsewhere(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** /auth/me could not be reached: show the site signed out, but keep the stored token for a reload. */
    sessionUnavailable() {
      return initialAuthState(null);
    },
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
