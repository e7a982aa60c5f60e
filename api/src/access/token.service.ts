import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '@phoneparts/contracts';
import type { AccessTokenPayload } from './auth-user';

/** Issues access tokens. Only code that has checked a credential may call it. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: { id: string; email: string; role: Role | null; tokenVersion: number }): string {
    const payload: AccessTokenPayload = {
      sub: user.id,
      email: user.email,
      role: user.role ?? null,
      tv: user.tokenVersion,
    };
    return this.jwt.sign(payload);
  }
}
