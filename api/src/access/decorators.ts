import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'isPublic';
export const REQUIRED_ROLE = 'requiredRole';

/** Opens a route to anyone. Every other route needs a valid access token (deny by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * A route (or every route of a controller) for signed-in callers, documented as taking a bearer token;
 * `{ admin: true }` narrows it to admins. Unmarked routes are closed all the same (the global guard): this
 * says so where a reader looks, and puts the lock on the OpenAPI page.
 */
export const Authenticated = (options: { admin?: boolean } = {}) =>
  applyDecorators(ApiBearerAuth(), ...(options.admin ? [SetMetadata(REQUIRED_ROLE, 'admin')] : []));

/** The signed-in caller; on a @Public() route it is the caller if a valid token was sent, else null. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | null => ctx.switchToHttp().getRequest().user ?? null,
);
