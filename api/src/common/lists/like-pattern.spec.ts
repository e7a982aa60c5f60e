import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('wraps the text in % and escapes LIKE wildcards', () => {
    expect(containsPattern('alice')).toBe('%alice%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
