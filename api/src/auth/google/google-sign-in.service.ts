import { Inject, Injectable, Logger } from '@nestjs/common';
import { apiMessages } from '@phoneparts/contracts';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { FastifyReply } from 'fastify';
import { SessionsService } from '../../sessions/sessions.service';
import { GoogleAccounts, GoogleSignInError } from './google-accounts';
import { GoogleOidcClient } from './google-oidc.client';
import { OidcStateCookie } from './oidc-state-cookie';
import { isBinding, SignInCodes } from './sign-in-codes';
import type { AuthResponse } from '@phoneparts/contracts';
import { UsersRepository } from '../../users/users.repository';
import { safeReturnTo } from './return-to';

/** Where to send the browser, and the cookie to set on the way. */
export interface BrowserStep {
  location: string;
  setCookie: string;
}

/**
 * The Google round trip as the browser sees it: the shell tab makes a verifier and sends its hash
 * (`binding`) → start → provider → callback → the shell with a one-time code in the URL fragment (never
 * sent to a server, never in logs) or a readable error → the tab trades code + verifier for a token.
 * No token ever travels in a URL, and a code is worth nothing in a tab that did not start the sign-in
 * (login fixation: a link with someone else's code signs nobody in).
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger('GoogleSignIn');
  private readonly cookies: OidcStateCookie;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly client: GoogleOidcClient,
    private readonly accounts: GoogleAccounts,
    private readonly sessions: SessionsService,
    private readonly codes: SignInCodes,
    private readonly users: UsersRepository,
  ) {
    this.cookies = new OidcStateCookie(config.jwt.secret, config.publicApiUrl.startsWith('https:'));
  }

  get enabled(): boolean {
    return this.client.enabled;
  }

  async start(returnTo: unknown, binding: unknown): Promise<BrowserStep> {
    try {
      // Only the shell starts a sign-in, and it always sends a binding: without one, nobody could finish.
      if (!isBinding(binding)) throw new GoogleSignInError(apiMessages.googleSignInFailed);
      const { url, state } = await this.client.start(safeReturnTo(returnTo));
      return { location: url, setCookie: this.cookies.seal({ ...state, binding }) };
    } catch (error) {
      return this.failed(error);
    }
  }

  async finish(query: string, cookieHeader: string | undefined): Promise<BrowserStep> {
    try {
      if (!this.enabled) throw new GoogleSignInError(apiMessages.googleNotConfigured);
      const expected = this.cookies.open(cookieHeader);
      if (!expected) throw new GoogleSignInError(apiMessages.googleSignInFailed);
      const claims = await this.client.finish(query, expected);
      const user = await this.accounts.accountFor(claims);
      const code = await this.codes.issue(user.id, expected.binding);
      const fragment = new URLSearchParams({ code, returnTo: safeReturnTo(expected.returnTo) });
      return {
        location: `${this.config.publicShellUrl}/auth/google/done#${fragment}`,
        setCookie: this.cookies.clear(),
      };
    } catch (error) {
      return this.failed(error);
    }
  }

  /** The shell tab's half: its verifier must match the binding the code was made for. */
  async exchange(code: string, verifier: string, reply: FastifyReply): Promise<AuthResponse | null> {
    const userId = await this.codes.redeem(code, verifier);
    const user = userId ? await this.users.findById(userId) : null;
    return user ? this.sessions.start(user, reply) : null;
  }

  private failed(error: unknown): BrowserStep {
    const message = error instanceof GoogleSignInError ? error.message : apiMessages.googleSignInFailed;
    if (!(error instanceof GoogleSignInError))
      this.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    const fragment = new URLSearchParams({ error: message });
    return { location: `${this.config.publicShellUrl}/login#${fragment}`, setCookie: this.cookies.clear() };
  }
}
