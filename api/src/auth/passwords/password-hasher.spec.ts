import crypto from 'node:crypto';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

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
