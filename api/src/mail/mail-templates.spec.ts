import { escapeHtml, passwordResetMail, shopName, verifyEmailMail } from './mail-templates';

describe('mail templates', () => {
  const link = 'http://localhost:3000/verify-email?token=abc_DEF-123';

  it('names the shop, greets the person and carries the link in text and HTML', () => {
    const mail = verifyEmailMail({ name: 'Ana', link, validFor: '24 hours' });
    expect(mail.subject).toContain(shopName);
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(shopName);
  });

  it('words the reset mail for a reset', () => {
    const mail = passwordResetMail({ name: '', link, validFor: '1 hour' });
    expect(mail.subject).toBe(`Reset your ${shopName} password`);
    expect(mail.text.startsWith('Hi,')).toBe(true);
    expect(mail.text).toContain('your password stays the same');
  });

  it('never lets a name become markup', () => {
    const mail = verifyEmailMail({ name: '<img src=x onerror=alert(1)>', link, validFor: '24 hours' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`a&b"c'`)).toBe('a&amp;b&quot;c&#39;');
  });
});
