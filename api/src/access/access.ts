import { ForbiddenException } from '@nestjs/common';
import { apiMessages } from '@phoneparts/contracts';
import { AuthUser, isAdmin } from './auth-user';

/** "self or admin" routes: the account named in the path must be the caller's, unless an admin calls. */
export function assertSelfOrAdmin(caller: AuthUser, email: string): void {
  if (!isAdmin(caller) && caller.email !== email.trim().toLowerCase())
    throw new ForbiddenException(apiMessages.notYourResource);
}

/** "self" routes: only the account itself, admins included. */
export function assertSelf(caller: AuthUser, email: string): void {
  if (caller.email !== email.trim().toLowerCase()) throw new ForbiddenException(apiMessages.notYourResource);
}
