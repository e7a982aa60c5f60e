import type { CaughtMail } from './mail-catcher';
import { linkFrom, linksIn, tokenFromMail } from './mail-links';

const mail = (text: string, html = ''): CaughtMail => ({ to: ['a@example.com'], subject: 'Links', text, html });

describe('mail links', () => {
  it('finds links in the text and the HTML, stopping at quotes, brackets and spaces', () => {
    const found = linksIn(
      mail('Open http://a.test/x?token=1 now', '<a href="https://b.test/y?a=1&amp;b=2">go</a> (http://c.test/z)'),
    );
    expect(found).toEqual(['http://a.test/x?token=1', 'https://b.test/y?a=1&b=2', 'http://c.test/z']);
  });

  it('takes the token of the first link on the path, not of a link elsewhere', () => {
    const text =
      'http://shell.test/verify-email?token=v1\nhttp://shell.test/resetPassword?token=r1\nhttp://shell.test/resetPassword?token=r2';
    expect(tokenFromMail(mail(text), '/resetPassword')).toBe('r1');
    expect(linkFrom(mail(text), 'http://shell.test/verify-email')).toBe('http://shell.test/verify-email?token=v1');
  });

  it('refuses a link on the path without a token', () => {
    expect(() => tokenFromMail(mail('http://shell.test/verify-email'), '/verify-email')).toThrow(
      'has no /verify-email link with a token',
    );
  });
});
