import crypto from 'node:crypto';
import { loadConfig } from '../../config/app-config';
import { PasswordHasher } from './password-hasher';

const hasherAt = (cost: number) => new PasswordHasher(loadConfig({ PASSWORD_HASH_COST: String(cost) }));

describe('PasswordHasher', () => {
  const hasher = hasherAt(14);

  it("hashes at OWASP's scrypt cost by default (N=2^17, r=8, p=1)", async () => {
    const stored = await new PasswordHasher(loadConfig({})).hash('Secret#123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('Secret#123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(hasher.verify('Secret#123', stored)).resolves.toBe(true);
    await expect(hasher.verify('Secret#124', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    expect(await hasher.hash('Secret#123')).not.toBe(await hasher.hash('Secret#123'));
  });

  it('refuses every password when there is no usable hash', async () => {
    await expect(hasher.verify('Secret#123', null)).resolves.toBe(false);
    await expect(hasher.verify('Secret#123', 'plain-text')).resolves.toBe(false);
    await expect(hasher.verify('', undefined)).resolves.toBe(false);
    // A stored hash naming an absurd cost is refused, not run for minutes.
    await expect(hasher.verify('Secret#123', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
  });

  it('tells when a hash is older (cheaper) than today’s cost, and still verifies it', async () => {
    const old = await hasherAt(12).hash('Secret#123');
    expect(hasher.needsRehash(old)).toBe(true);
    await expect(hasher.verify('Secret#123', old)).resolves.toBe(true);
    expect(hasher.needsRehash(await hasher.hash('Secret#123'))).toBe(false);
  });

  it('does a full key derivation even when there is no account, so timing does not tell', async () => {
    await hasher.verify('warm#up123', null); // the dummy hash is made once
    const derivations = jest.spyOn(crypto, 'scrypt');
    try {
      await hasher.verify('Secret#123', null);
      await hasher.verify('Secret#123', await hasher.hash('Other#123'));
      expect(derivations.mock.calls.map((call) => call[3])).toEqual([
        expect.objectContaining({ N: 16384 }),
        expect.objectContaining({ N: 16384 }),
        expect.objectContaining({ N: 16384 }),
      ]);
    } finally {
      derivations.mockRestore();
    }
  });
});
