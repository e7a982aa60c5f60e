import fc from 'fast-check';
import { WithdrawTokens } from './withdraw-token';

describe('withdraw link tokens', () => {
  const tokens = new WithdrawTokens('a-test-secret-of-at-least-32-characters');

  it('verify gives back the request a token was signed for', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(tokens.verify(tokens.sign(id))).toBe(id);
      }),
    );
  });

  it('any change to a token, or another secret, makes it name nothing', () => {
    const other = new WithdrawTokens('another-secret-of-at-least-32-characters');
    fc.assert(
      fc.property(fc.uuid(), fc.nat(), fc.string({ minLength: 1, maxLength: 1 }), (id, at, replacement) => {
        const token = tokens.sign(id);
        const position = at % token.length;
        const changed = token.slice(0, position) + replacement + token.slice(position + 1);
        fc.pre(changed.toLowerCase() !== token.toLowerCase());
        expect(tokens.verify(changed)).toBeNull();
        expect(other.verify(token)).toBeNull();
      }),
    );
  });

  it('refuses what is not a token at all', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => expect(tokens.verify(text)).toBeNull()));
  });
});
