import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { apiMessages, type AuthResponse } from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { TokenService } from '../access/token.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { toAuthIdentity } from '../users';
import { type Executor, type UserRow, UsersRepository } from '../users/users.repository';
import { clearedRefreshCookie, newRefreshToken, readRefreshToken, refreshCookie } from './refresh-cookie';
import { RefreshSessionsRepository, type SessionLimits } from './refresh-sessions.repository';

/**
 * Sessions as a short access token (the answer's `accessToken`, minutes) renewed by a refresh token in
 * an HttpOnly cookie, rotated at every renewal. A spent refresh token presented again (after the
 * grace for two tabs renewing at once) means it was copied: its whole family ends, thief and owner
 * both sign in again. Idle and absolute limits end a family too, and so does any change of the
 * account's token version (password reset or change, sign-out everywhere, a Google link that drops
 * the password).
 */
@Injectable()
export class SessionsService {
  private readonly limits: SessionLimits;
  private readonly graceSeconds: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: RefreshSessionsRepository,
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
  ) {
    this.limits = { idleDays: config.sessions.idleDays, absoluteDays: config.sessions.absoluteDays };
    this.graceSeconds = config.sessions.reuseGraceSeconds;
  }

  /** After a checked credential: `{accessToken, user}` to answer, and a new family in the refresh cookie. */
  async start(user: UserRow, reply: FastifyReply): Promise<AuthResponse> {
    await this.sessions.forgetDeadOf(user.id, user.tokenVersion, this.limits);
    const refresh = newRefreshToken();
    await this.sessions.start({
      familyId: refresh.familyId,
      userId: user.id,
      tokenVersion: user.tokenVersion,
      tokenHash: refresh.hash,
    });
    void reply.header('set-cookie', refreshCookie(refresh.token, this.cookieSeconds()));
    return { accessToken: this.tokens.issue(user), user: toAuthIdentity(user) };
  }

  /** POST /auth/refresh: a new access token for the cookie's refresh token, and the next refresh token. */
  async renew(cookieHeader: string | undefined, reply: FastifyReply): Promise<AuthResponse> {
    const presented = readRefreshToken(cookieHeader);
    if (!presented) return this.refuse(reply);
    const next = newRefreshToken(presented.familyId);
    const rotated = await this.sessions.rotate(presented.familyId, presented.hash, next.hash, this.limits);
    if (rotated) {
      const user = await this.accountOf(rotated);
      if (!user) return this.end(presented.familyId, reply);
      void reply.header('set-cookie', refreshCookie(next.token, this.cookieSeconds()));
      return { accessToken: this.tokens.issue(user), user: toAuthIdentity(user) };
    }
    const family = await this.sessions.inspect(presented.familyId, presented.hash, this.limits, this.graceSeconds);
    if (!family) return this.refuse(reply);
    if (family.justSpent && !family.expired) {
      // The other tab's renewal already set the browser's cookie to the next token: leave it be.
      const user = await this.accountOf(family);
      if (user) return { accessToken: this.tokens.issue(user), user: toAuthIdentity(user) };
    }
    return this.end(presented.familyId, reply);
  }

  /** Sign-out everywhere: every family of the account ends (inside the caller's transaction). */
  async endAllOf(userId: string, ex?: Executor): Promise<void> {
    await this.sessions.endAllOf(userId, ex);
  }

  /** Tells the browser to drop its refresh cookie. */
  forgetCookie(reply: FastifyReply): void {
    void reply.header('set-cookie', clearedRefreshCookie());
  }

  /** The account, if it still exists and its sessions were not revoked since the family began. */
  private async accountOf(family: { userId: string; tokenVersion: number }): Promise<UserRow | null> {
    const user = await this.users.findById(family.userId);
    return user && user.tokenVersion === family.tokenVersion ? user : null;
  }

  private async end(familyId: string, reply: FastifyReply): Promise<never> {
    await this.sessions.end(familyId);
    return this.refuse(reply);
  }

  private refuse(reply: FastifyReply): never {
    this.forgetCookie(reply);
    throw new UnauthorizedException(apiMessages.signInRequired);
  }

  /** The cookie outlives no idle period: the server refuses it after that anyway. */
  private cookieSeconds(): number {
    return this.limits.idleDays * 86_400;
  }
}
