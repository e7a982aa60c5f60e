import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DerivationGate } from './derivation-gate';

const keyLength = 64;
const saltLength = 16;
/** Shared by every hasher of the process: the thread pool it protects is the process's. */
const gate = new DerivationGate(2);

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions & { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; room for twice that, so the cost can rise without touching this.
  const maxmem = 256 * options.N * options.r * options.p;
  return gate.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/**
 * Password hashing with Node's scrypt and a random salt per password, at OWASP's current cost
 * (N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds per hash; PASSWORD_HASH_COST = log2 N).
 * The stored form names its parameters (`scrypt$N$r$p$salt$hash`), so older, cheaper hashes still
 * verify, and `needsRehash` tells sign-in to store a new hash at today's cost.
 */
@Injectable()
export class PasswordHasher {
  private readonly cost: { N: number; r: number; p: number };
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cost = { N: 2 ** config.passwordHashCost, r: 8, p: 1 };
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(saltLength);
    const key = await derive(password, salt, this.cost, keyLength);
    return [
      'scrypt',
      this.cost.N,
      this.cost.r,
      this.cost.p,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  /**
   * Whether the password matches the stored hash. With no hash (unknown email, Google-only account)
   * it still derives a key against a dummy hash, so a wrong email takes as long as a wrong password.
   */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const usable = parse(stored ?? '');
    const target = usable ?? parse(await (this.dummyHash ??= this.hash(randomBytes(16).toString('hex'))))!;
    const key = await derive(password, target.salt, target.options, target.hash.length);
    const equal = timingSafeEqual(key, target.hash);
    return usable !== null && equal;
  }

  /** A hash made at a lower cost than today's (call after a successful verify, then store `hash()`). */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    if (!parsed) return true;
    const { N, r, p } = parsed.options;
    return N < this.cost.N || r < this.cost.r || p < this.cost.p;
  }
}

/** Parameters beyond these are no hash we wrote: refused rather than run (N=2^30 would take minutes). */
const maxLogN = 20;

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((v) => Number.isInteger(v) && v > 0)) return null;
  if (options.N > 2 ** maxLogN || options.r > 32 || options.p > 16) return null;
  return { options, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}
