import { createTransport, type Transporter } from 'nodemailer';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { linkFrom, tokenFromMail } from './mail-links';

// Real SMTP: nodemailer (what the API sends with) talks to the catcher over a loopback socket.
describe('startMailCatcher', () => {
  let catcher: MailCatcher;
  let smtp: Transporter;

  beforeEach(async () => {
    catcher = await startMailCatcher();
    smtp = createTransport(catcher.smtpUrl);
  });
  afterEach(async () => {
    smtp.close();
    await catcher.close();
  });

  const send = (to: string, subject: string, text = 'Hello', html?: string) =>
    smtp.sendMail({ from: 'shop@example.com', to, subject, text, html });

  it('catches a mail with its recipients in lower case, subject, text and HTML', async () => {
    await send('Nora@Example.com', 'Welcome — ünïcode too', 'Hi Nora,\nwelcome.', '<p>Hi <b>Nora</b></p>');
    expect(catcher.messages).toEqual([
      {
        to: ['nora@example.com'],
        subject: 'Welcome — ünïcode too',
        text: 'Hi Nora,\nwelcome.',
        html: '<p>Hi <b>Nora</b></p>',
      },
    ]);
  });

  it('with discard, accepts every mail and keeps none', async () => {
    const sink = await startMailCatcher({ discard: true });
    const toSink = createTransport(sink.smtpUrl);
    try {
      const sent = await toSink.sendMail({
        from: 'shop@example.com',
        to: 'a@example.com',
        subject: 'S',
        text: 'x'.repeat(1e5),
      });
      expect(sent.accepted).toEqual(['a@example.com']);
      expect(sink.messages).toEqual([]);
    } finally {
      toSink.close();
      await sink.close();
    }
  });

  it('answers a mail that is already there, and waits for one that is still to come', async () => {
    await send('early@example.com', 'First');
    await expect(catcher.waitFor('EARLY@example.com')).resolves.toMatchObject({ subject: 'First' });

    const later = catcher.waitFor('late@example.com', { subject: 'Second' });
    await send('late@example.com', 'Second');
    await expect(later).resolves.toMatchObject({ subject: 'Second' });
  });

  it('picks by subject text or pattern, and skips the mails caught before `after`', async () => {
    await send('sam@example.com', 'Verify your email address');
    await send('sam@example.com', 'Reset your password', 'first reset');
    const before = catcher.messages.length;
    await send('sam@example.com', 'Reset your password', 'second reset');

    expect((await catcher.waitFor('sam@example.com', { subject: 'Reset' })).text).toBe('first reset');
    expect((await catcher.waitFor('sam@example.com', { subject: /^Verify/ })).subject).toBe(
      'Verify your email address',
    );
    expect((await catcher.waitFor('sam@example.com', { subject: 'Reset', after: before })).text).toBe('second reset');
  });

  it('fails after the timeout when no such mail arrives, naming what it waited for', async () => {
    await send('other@example.com', 'Not for you');
    await expect(catcher.waitFor('nobody@example.com', { timeoutMs: 100 })).rejects.toThrow(
      'No mail to nobody@example.com arrived within 100 ms (1 caught)',
    );
    await expect(catcher.waitFor('other@example.com', { subject: /Reset/, timeoutMs: 100 })).rejects.toThrow(
      /with subject \/Reset\//,
    );
  });

  it('reads the links of a caught mail, from its text and its HTML', async () => {
    const link = 'http://shell.test/resetPassword?token=abc123&x=1';
    await send(
      'rita@example.com',
      'Reset',
      `Choose a new password:\n${link}`,
      `<a href="${link.replace('&', '&amp;')}">Reset</a>`,
    );
    const mail = await catcher.waitFor('rita@example.com');

    expect(linkFrom(mail, 'http://shell.test/resetPassword?token=')).toBe(link);
    expect(tokenFromMail(mail, '/resetPassword')).toBe('abc123');
    expect(() => tokenFromMail(mail, '/verify-email')).toThrow('has no /verify-email link');
    expect(() => linkFrom(mail, 'http://elsewhere.test/')).toThrow('No link starting with http://elsewhere.test/');
  });

  it('starts again on the port of a stopped catcher (an SMTP server that went down and came back)', async () => {
    const port = Number(new URL(catcher.smtpUrl).port);
    await catcher.close();
    await expect(send('gone@example.com', 'Lost?')).rejects.toThrow(/ECONNREFUSED/);
    catcher = await startMailCatcher({ port });
    await send('back@example.com', 'Back');
    expect(catcher.messages.map((m) => m.subject)).toEqual(['Back']);
  });
});
