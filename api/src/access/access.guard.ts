import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { apiMessages } from '@phoneparts/contracts';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC, REQUIRED_ROLE } from './decorators';

/**
 * The one global guard (APP_GUARD). A route nobody marked is closed: it needs a valid bearer token,
 * and @Authenticated({ admin: true }) also needs the admin role. @Public() routes let anyone in, but still read a
 * token when one is sent, so the handler knows who is calling.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const request = context.switchToHttp().getRequest();
    if (isPublic) {
      if (request.headers.authorization) await (super.canActivate(context) as Promise<boolean>).catch(() => false);
      return true;
    }
    await (super.canActivate(context) as Promise<boolean>);
    const role = this.reflector.getAllAndOverride<string | undefined>(REQUIRED_ROLE, targets);
    if (role && (request.user as AuthUser).role !== role) throw new ForbiddenException(apiMessages.adminOnly);
    return true;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(apiMessages.signInRequired);
    return user;
  }
}
