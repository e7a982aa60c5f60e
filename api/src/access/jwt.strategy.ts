import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { apiMessages } from '@phoneparts/contracts';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { AccessTokenPayload, AuthUser } from './auth-user';
import { SignedInAccountsRepository } from './signed-in-accounts.repository';

/**
 * Checks the bearer token's signature and expiry, then reloads the account so that a deleted user,
 * a changed role or a password reset (token version) takes effect at once, not at token expiry.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly accounts: SignedInAccountsRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, made once: given a string, jsonwebtoken first tries it as a public key on every
      // request and builds the secret key from the exception (measured: ~8 % of an order's CPU).
      // passport-jwt's types say string | Buffer; it hands the key to jsonwebtoken, which takes a KeyObject.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser> {
    const user = await this.accounts.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.tv) throw new UnauthorizedException(apiMessages.signInRequired);
    return {
      id: user.id,
      email: user.email,
      role: user.role ?? null,
      displayName: user.displayName,
      photoUrl: user.photoUrl,
      emailVerified: user.emailVerified,
    };
  }
}
