import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { accountMessages } from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { UserRow, UsersRepository } from '../../users/users.repository';
import { PasswordHasher } from '../passwords/password-hasher';
import { SignInThrottle } from '../sign-in-throttle';

/** Where a signed-in request comes from: wrong passwords count per (account, address) as at sign-in. */
export interface Caller {
  userId: string;
  address: string;
  reply: FastifyReply;
}

/**
 * "Confirm with your current password" for the account pages. A stolen session (a token copied from an
 * unlocked laptop) must not be enough to take the account over, so the password is asked again, and a
 * wrong one counts toward the same sign-in throttle as the sign-in page: guessing here is no cheaper.
 * Wrong is a 403, not a 401: the session itself is fine and the browser must not sign out.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  /** The caller's account once the password checks out; a Google-only account has none to check. */
  async check(caller: Caller, password: string): Promise<UserRow & { passwordHash: string }> {
    const user = await this.users.findById(caller.userId);
    // The guard loaded this account a moment ago; gone now means deleted meanwhile.
    if (!user) throw new ForbiddenException(accountMessages.wrongCurrentPassword);
    if (!user.passwordHash) throw new BadRequestException(accountMessages.noPasswordYet);
    await this.throttle.attempt(user.email, caller.address, caller.reply);
    if (!(await this.passwords.verify(password, user.passwordHash))) {
      await this.throttle.failed(user.email, caller.address);
      throw new ForbiddenException(accountMessages.wrongCurrentPassword);
    }
    await this.throttle.succeeded(user.email, caller.address);
    return { ...user, passwordHash: user.passwordHash };
  }
}
