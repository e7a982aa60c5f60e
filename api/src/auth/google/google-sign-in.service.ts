import { Inject, Injectable, Logger } from '@nestjs/common';
import { apiMessages } from '@phoneparts/contracts';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TokenService } from '../access/token.service';
import { GoogleAccounts, GoogleSignInError } from './google-accounts';
import { GoogleOidcClient } from './google-oidc.client';
import { OidcStateCookie } from './oidc-state-cookie';
import { safeReturnTo } from './return-to';

/** Where to send the browser, and the cookie to set on the way. */
export interface BrowserStep {
  location: string;
  setCookie: string;
}

/**
 * The Google round trip as the browser sees it: start → provider → callback → the shell, which gets
 * the access token in the URL fragment (never sent to a server, never in logs) or a readable error.
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger('GoogleSignIn');
  private readonly cookies: OidcStateCookie;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly client: GoogleOidcClient,
    private readonly accounts: GoogleAccounts,
    private readonly tokens: TokenService,
  ) {
    this.cookies = new OidcStateCookie(config.jwt.secret, config.publicApiUrl.startsWith('https:'));
  }

  get enabled(): boolean {
    return this.client.enabled;
  }

  async start(returnTo: unknown): Promise<BrowserStep> {
    try {
      const { url, state } = await this.client.start(safeReturnTo(returnTo));
      return { location: url, setCookie: this.cookies.seal(state) };
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
      const fragment = new URLSearchParams({ accessToken: this.tokens.issue(user), returnTo: safeReturnTo(expected.returnTo) });
      return { location: `${this.config.publicShellUrl}/auth/google/done#${fragment}`, setCookie: this.cookies.clear() };
    } catch (error) {
      return this.failed(error);
    }
  }

  private failed(error: unknown): BrowserStep {
    const message = error instanceof GoogleSignInError ? error.message : apiMessages.googleSignInFailed;
    if (!(error instanceof GoogleSignInError)) this.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    const fragment = new URLSearchParams({ error: message });
    return { location: `${this.config.publicShellUrl}/login#${fragment}`, setCookie: this.cookies.clear() };
  }
}
