import { Injectable } from '@nestjs/common';
import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';

/** scrypt cost (RFC 7914 "interactive" parameters: ~16 MiB and tens of milliseconds per hash). */
const cost = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 64;
const saltLength = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Password hashing with Node's scrypt and a random salt per password. The stored form names its
 * parameters (`scrypt$N$r$p$salt$hash`), so the cost can be raised later without breaking old hashes.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  async hash(password: string): Promise<string> {
    const salt = randomBytes(saltLength);
    const key = await derive(password, salt, cost, keyLength);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
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
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((v) => Number.isInteger(v) && v > 0)) return null;
  return { options, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}
