import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'isPublic';
export const REQUIRED_ROLE = 'requiredRole';

/** Opens a route to anyone. Every other route needs a valid access token (deny by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Narrows a route to admins (on top of being signed in). */
export const Roles = (role: 'admin') => SetMetadata(REQUIRED_ROLE, role);

/** The signed-in caller; on a @Public() route it is the caller if a valid token was sent, else null. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | null => ctx.switchToHttp().getRequest().user ?? null,
);
