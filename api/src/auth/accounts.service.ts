import { ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { apiMessages, AuthResponse, LoginBody, SignUpBody } from '@phoneparts/contracts';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { UsersRepository } from '../users/users.repository';
import { SessionsService } from '../sessions/sessions.service';
import { AccountMails } from './email-links/account-mails';
import { OneTimeLinks } from './email-links/one-time-links';
import { PasswordHasher } from './passwords/password-hasher';
import { SignInThrottle } from './sign-in-throttle';

/** Who is signing in from where: the throttle counts wrong passwords per (account, address). */
export interface SignInClient {
  address: string;
  reply: FastifyReply;
}

/** Sign-up and sign-in with email and password. */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly mails: AccountMails,
    private readonly throttle: SignInThrottle,
    private readonly links: OneTimeLinks,
  ) {}

  async signUp(body: SignUpBody, reply: FastifyReply): Promise<AuthResponse> {
    // Hash first: a taken email costs the same time as a new one.
    const passwordHash = await this.passwords.hash(body.password);
    // The account and its verification mail are written together: no account without its mail.
    const user = await this.db.transaction(async (tx) => {
      const created = await this.users.create({ email: body.email, displayName: body.name, passwordHash }, tx);
      // A taken address gets a notice instead (to its owner): the same writes, so the same time.
      if (created) await this.mails.sendVerification(created, tx);
      else await this.mails.sendSignUpAttempt(body.email, tx);
      return created;
    });
    if (!user) throw new ConflictException(apiMessages.emailInUse);
    return this.sessions.start(user, reply);
  }

  async logIn(body: LoginBody, client: SignInClient): Promise<AuthResponse> {
    await this.throttle.attempt(body.email, client.address, client.reply);
    const user = await this.users.findByEmail(body.email);
    // verify() does the same work when there is no account or no password, so timing reveals nothing.
    const valid = await this.passwords.verify(body.password, user?.passwordHash);
    if (!user || !user.passwordHash || !valid) {
      await this.throttle.failed(body.email, client.address);
      throw new UnauthorizedException(apiMessages.invalidCredentials);
    }
    await this.throttle.succeeded(body.email, client.address);
    // A hash from before the cost was raised is replaced now, while the password is at hand.
    if (this.passwords.needsRehash(user.passwordHash))
      await this.users.update(user.id, { passwordHash: await this.passwords.hash(body.password) });
    return this.sessions.start(user, client.reply);
  }

  /**
   * Signs the account out everywhere: every access token, every refresh session and every open mailed
   * link issued so far stops working at once, and this browser drops its refresh cookie.
   */
  async logOut(userId: string, reply: FastifyReply): Promise<{ acknowledged: boolean }> {
    await this.db.transaction(async (tx) => {
      await this.links.revokeAll(userId, tx);
      await this.sessions.endAllOf(userId, tx);
      await this.users.update(userId, { revokeSessions: true }, tx);
    });
    this.sessions.forgetCookie(reply);
    return { acknowledged: true };
  }
}
