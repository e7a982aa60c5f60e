import type { Role } from '@phoneparts/contracts';

/** The signed-in caller as the guards put it on the request (`@CurrentUser()`). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  displayName: string;
  photoUrl: string | null;
  emailVerified: boolean;
}

/** What the access token carries. `tv` is the user's token version: a password reset bumps it. */
export interface AccessTokenPayload {
  sub: string;
  email: string;
  role: Role;
  tv: number;
}

export const isAdmin = (user: Pick<AuthUser, 'role'> | null | undefined) => user?.role === 'admin';
