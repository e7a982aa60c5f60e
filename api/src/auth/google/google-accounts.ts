import { Inject, Injectable } from '@nestjs/common';
import { apiMessages } from '@phoneparts/contracts';
import type { Database } from '../../database/database';
import { DB } from '../../database/database.module';
import { UserRow, UsersRepository } from '../../users/users.repository';
import { OneTimeLinks } from '../email-links/one-time-links';
import type { GoogleClaims } from './google-oidc.client';

/** A sign-in refusal whose message the shell shows to the person. */
export class GoogleSignInError extends Error {}

/** Finds, links or creates the shop account for a verified Google identity. */
@Injectable()
export class GoogleAccounts {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly links: OneTimeLinks,
  ) {}

  async accountFor(claims: GoogleClaims, attempt = 0): Promise<UserRow> {
    const known = await this.users.findByGoogleSubject(claims.sub);
    if (known) return known;
    // Only an address Google has verified may claim (or create) the shop account with that email.
    if (!claims.email || !claims.emailVerified) throw new GoogleSignInError(apiMessages.googleEmailUnverified);

    const existing = await this.users.findByEmail(claims.email);
    if (existing) return this.link(existing, claims);
    const created = await this.users.create({
      email: claims.email,
      displayName: claims.name ?? claims.email.split('@')[0],
      photoUrl: claims.picture ?? null,
      emailVerified: true,
      googleSubject: claims.sub,
    });
    // Someone signed up with this email a moment ago: link to that account instead.
    if (!created && attempt === 0) return this.accountFor(claims, 1);
    if (!created) throw new GoogleSignInError(apiMessages.googleSignInFailed);
    return created;
  }

  /**
   * Links Google to the account with the same email. If that account never proved its address, its
   * password was set by someone who may not own the mailbox (a squatter waiting for the real owner),
   * so the password is removed and its sessions end; the owner signs in with Google or resets it.
   * Every open mailed link ends as well: an email change the squatter asked for would otherwise move
   * the account away from its owner after all.
   */
  private async link(user: UserRow, claims: GoogleClaims): Promise<UserRow> {
    if (user.googleSubject && user.googleSubject !== claims.sub)
      throw new GoogleSignInError(apiMessages.googleAccountMismatch);
    const linked = await this.db.transaction(async (tx) => {
      await this.links.revokeAll(user.id, tx);
      return this.users.update(
        user.id,
        {
          googleSubject: claims.sub,
          emailVerified: true,
          photoUrl: user.photoUrl ?? claims.picture ?? null,
          displayName: user.displayName || claims.name || user.displayName,
          ...(user.emailVerified ? {} : { passwordHash: null, revokeSessions: true }),
        },
        tx,
      );
    });
    if (!linked) throw new GoogleSignInError(apiMessages.googleSignInFailed);
    return linked;
  }
}
