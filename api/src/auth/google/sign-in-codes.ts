import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignInCodesRepository } from './sign-in-codes.repository';

const lifetimeMs = 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A binding is the base64url SHA-256 of a verifier the shell made: 43 characters. */
export const isBinding = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * The one-time codes that hand a finished Google sign-in to the shell tab that started it (login
 * fixation defence, like PKCE between the shell and the API). A code is random, stored hashed, lives a
 * minute, works once, and only together with the verifier whose hash the shell sent at the start.
 */
@Injectable()
export class SignInCodes {
  constructor(private readonly codes: SignInCodesRepository) {}

  async issue(userId: string, binding: string): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.codes.insert({ codeHash: sha256(code), userId, binding, expiresAt: new Date(Date.now() + lifetimeMs) });
    // Old codes are of no use to anyone: tidy up while here.
    await this.codes.deleteStale();
    return code;
  }

  /**
   * The account the code signs in, or null when the code is unknown, used, expired or the verifier is
   * not the one it was bound to. Marking it used is one conditional UPDATE, so two redemptions of one
   * code cannot both succeed; a wrong verifier burns the code too (no second guess).
   */
  async redeem(code: string, verifier: string): Promise<string | null> {
    const row = await this.codes.use(sha256(code));
    if (!row) return null;
    const expected = Buffer.from(row.binding);
    const given = Buffer.from(sha256(verifier));
    return expected.length === given.length && timingSafeEqual(expected, given) ? row.userId : null;
  }
}
