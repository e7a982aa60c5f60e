import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { apiMessages, AuthResponse, LoginBody, SignUpBody } from '@phoneparts/contracts';
import { UsersRepository } from '../users/users.repository';
import { TokenService } from './access/token.service';
import { AccountMails } from './email-links/account-mails';
import { PasswordHasher } from './passwords/password-hasher';
import { startSession } from './session';

/** Sign-up and sign-in with email and password. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly mails: AccountMails,
  ) {}

  async signUp(body: SignUpBody): Promise<AuthResponse> {
    // Hash first: a taken email costs the same time as a new one.
    const passwordHash = await this.passwords.hash(body.password);
    const user = await this.users.create({ email: body.email, displayName: body.name, passwordHash });
    if (!user) throw new ConflictException(apiMessages.emailInUse);
    await this.mails.sendVerification(user);
    return startSession(this.tokens, user);
  }

  async logIn(body: LoginBody): Promise<AuthResponse> {
    const user = await this.users.findByEmail(body.email);
    // verify() does the same work when there is no account or no password, so timing reveals nothing.
    const valid = await this.passwords.verify(body.password, user?.passwordHash);
    if (!user || !valid) throw new UnauthorizedException(apiMessages.invalidCredentials);
    return startSession(this.tokens, user);
  }
}
