import type { AuthResponse } from '@phoneparts/contracts';
import type { UserRow } from '../users/users.repository';
import { toAuthIdentity } from '../users';
import type { TokenService } from '../access/token.service';

/** `{accessToken, user}` for an account whose credential was just checked. */
export function startSession(tokens: TokenService, user: UserRow): AuthResponse {
  return { accessToken: tokens.issue(user), user: toAuthIdentity(user) };
}
