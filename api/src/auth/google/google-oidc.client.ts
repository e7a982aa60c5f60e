import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { OidcState } from './oidc-state-cookie';

/** The ID token claims the shop uses. */
export interface GoogleClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

const googleCallbackPath = '/auth/google/callback';

/**
 * OpenID Connect with the configured issuer (Google in production, a local provider in tests):
 * authorization code flow with PKCE (S256), state and nonce. openid-client checks the state, the ID
 * token's signature (issuer's JWKS), issuer, audience, expiry and nonce.
 */
@Injectable()
export class GoogleOidcClient {
  private discovered?: Promise<oidc.Configuration>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.google !== null;
  }

  /** A fresh state/nonce/verifier and the provider URL to send the browser to. */
  async start(returnTo: string): Promise<{ url: string; state: Omit<OidcState, 'binding'> }> {
    const configuration = await this.configuration();
    const state = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      returnTo,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: state.state,
      nonce: state.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return { url: url.href, state };
  }

  /** Exchanges the callback's code (checking state, PKCE and nonce) for the validated ID token's claims. */
  async finish(query: string, expected: OidcState): Promise<GoogleClaims> {
    const configuration = await this.configuration();
    const currentUrl = new URL(`${this.redirectUri}${query}`);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      pkceCodeVerifier: expected.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider sent no ID token');
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    return {
      sub: claims.sub,
      email: text(claims.email),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: text(claims.name),
      picture: text(claims.picture),
    };
  }

  private get redirectUri(): string {
    return `${this.config.publicApiUrl}${googleCallbackPath}`;
  }

  /** Discovery runs once, on first use; a failed attempt is forgotten so the next sign-in retries. */
  private configuration(): Promise<oidc.Configuration> {
    const google = this.config.google;
    if (!google) throw new Error('Google sign-in is not configured');
    if (!this.discovered) {
      const issuer = new URL(google.issuer);
      // Plain http is only ever a local test provider; production insists on https.
      const insecure = issuer.protocol === 'http:' && !this.config.production;
      const attempt = oidc.discovery(
        issuer,
        google.clientId,
        google.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      this.discovered = attempt;
      attempt.catch(() => {
        if (this.discovered === attempt) this.discovered = undefined;
      });
    }
    return this.discovered;
  }
}
