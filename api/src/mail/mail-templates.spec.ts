import {
  confirmNewEmailMail,
  emailChangedMail,
  escapeHtml,
  passwordChangedMail,
  passwordResetMail,
  shopName,
  verifyEmailMail,
} from './mail-templates';

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

describe('account notices', () => {
  const resetLink = 'http://localhost:3000/resetPassword';

  it('tells the owner the password changed and where to go if it was not them', () => {
    const mail = passwordChangedMail({ name: 'Ana', resetLink });
    expect(mail.subject).toBe(`Your ${shopName} password was changed`);
    expect(mail.text).toContain('every other device was signed out');
    expect(mail.html).toContain(`href="${resetLink}"`);
  });

  it('names the new address in the notice to the old one, as text', () => {
    const mail = emailChangedMail({ name: 'Ana', resetLink, newEmail: '<b>new@example.com</b>' });
    expect(mail.text).toContain('<b>new@example.com</b>');
    expect(mail.html).not.toContain('<b>new');
  });

  it('asks the new address to confirm before anything changes', () => {
    const mail = confirmNewEmailMail({ name: 'Ana', link: 'http://x/confirm-email?token=t', validFor: '24 hours' });
    expect(mail.subject).toBe(`Confirm your new email address for ${shopName}`);
    expect(mail.text).toContain('keeps its old address until you confirm');
  });
});
