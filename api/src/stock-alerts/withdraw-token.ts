import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a mailed withdraw link: the request's id and an HMAC of it under a key derived from
 * the API's secret. Nothing is stored: only the API can make one, and a token names one request
 * (changing the id breaks the signature). It stays valid as long as its request exists.
 */
export class WithdrawTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a withdraw signature can never pass for any other signature the API makes.
    this.key = createHmac('sha256', secret).update('stock-alert-withdraw').digest();
  }

  sign(alertId: string): string {
    return `${alertId}.${this.signature(alertId)}`;
  }

  /** The request id the token was made for, or null for anything the API did not sign. */
  verify(token: string): string | null {
    const [id, signature, ...rest] = token.trim().split('.');
    if (!id || !signature || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    const expected = Buffer.from(this.signature(id.toLowerCase()));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id.toLowerCase() : null;
  }

  private signature(alertId: string): string {
    return createHmac('sha256', this.key).update(alertId).digest('base64url');
  }
}
