/** The shop's name as people read it in their inbox. */
export const shopName = 'Phone Parts Shop';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkMail {
  /** The account's display name; may be empty. */
  name: string;
  link: string;
  /** How long the link works, in words ("24 hours"). */
  validFor: string;
}

export function verifyEmailMail({ name, link, validFor }: LinkMail): MailContent {
  return composeMail({
    subject: `Verify your email address for ${shopName}`,
    name,
    intro: `Welcome to ${shopName}! Please confirm that this is your email address.`,
    action: { label: 'Verify my email address', url: link },
    outro: `The link works once and expires in ${validFor}. If you did not create an account, you can ignore this email.`,
  });
}

export function passwordResetMail({ name, link, validFor }: LinkMail): MailContent {
  return composeMail({
    subject: `Reset your ${shopName} password`,
    name,
    intro: `Someone (hopefully you) asked to reset the password of your ${shopName} account.`,
    action: { label: 'Choose a new password', url: link },
    outro: `The link works once and expires in ${validFor}. If you did not ask for it, ignore this email: your password stays the same.`,
  });
}

/** Sent to the new address: the change of email takes effect only when this link is opened. */
export function confirmNewEmailMail({ name, link, validFor }: LinkMail): MailContent {
  return composeMail({
    subject: `Confirm your new email address for ${shopName}`,
    name,
    intro: `You asked to use this address for your ${shopName} account. Your account keeps its old address until you confirm.`,
    action: { label: 'Use this email address', url: link },
    outro: `The link works once and expires in ${validFor}. If you did not ask for this, ignore this email: nothing changes.`,
  });
}

interface NoticeMail {
  name: string;
  /** Where to go if it was not the account's owner: the shell's reset page. */
  resetLink: string;
}

/** Sent after a password change (the sessions of every other device ended with it). */
export function passwordChangedMail({ name, resetLink }: NoticeMail): MailContent {
  return composeMail({
    subject: `Your ${shopName} password was changed`,
    name,
    intro: `The password of your ${shopName} account was just changed, and every other device was signed out.`,
    action: { label: 'I did not do this: reset my password', url: resetLink },
    outro: 'If it was you, there is nothing more to do.',
  });
}

/** Sent to the old address once the account moved to a new one. */
export function emailChangedMail({ name, resetLink, newEmail }: NoticeMail & { newEmail: string }): MailContent {
  return composeMail({
    subject: `Your ${shopName} email address was changed`,
    name,
    intro: `Your ${shopName} account now uses the email address ${newEmail}. Mails about it, and sign-in, go there from now on.`,
    action: { label: 'I did not do this: reset my password', url: resetLink },
    outro: 'If it was you, there is nothing more to do.',
  });
}

/** To an address that has an account, when someone tries to sign up with it again. */
export function signUpAttemptMail({ signInLink, resetLink }: { signInLink: string; resetLink: string }): MailContent {
  return composeMail({
    subject: `Someone tried to create a ${shopName} account with your email`,
    name: '',
    intro: `Someone (perhaps you) tried to create a new ${shopName} account with this email address, which already has one. No new account was made. You can sign in at ${signInLink}.`,
    action: { label: 'Forgot your password? Choose a new one', url: resetLink },
    outro: 'If it was not you, there is nothing to do: your account is unchanged.',
  });
}

export interface MailLayout {
  subject: string;
  /** The person's display name; may be empty. */
  name: string;
  intro: string;
  /** Facts as label/value rows (an order's number, part, total …), in this order. */
  details?: readonly (readonly [label: string, value: string])[];
  /** The one thing to do next: a button in HTML, the address on its own line in text. */
  action?: { label: string; url: string };
  outro: string;
}

// The shop's colours (shared-ui tokens.css), inlined: mail clients ignore style sheets.
const colors = { primary: '#0f766e', onPrimary: '#ffffff', text: '#0f172a', muted: '#475569', border: '#e2e8f0' };

/** One layout for every mail: the same words as plain text and as simple HTML in the shop's look. */
export function composeMail(m: MailLayout): MailContent {
  const greeting = m.name.trim() ? `Hi ${m.name.trim()},` : 'Hi,';
  const details = m.details ?? [];
  const text = [
    greeting,
    m.intro,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(m.action ? [`${m.action.label}:\n${m.action.url}`] : []),
    m.outro,
    `— ${shopName}`,
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const cell = `padding:6px 12px 6px 0;border-bottom:1px solid ${colors.border};text-align:left;vertical-align:top`;
  const html = [
    `<!doctype html><html><body style="margin:0;padding:24px;font-family:Inter,Arial,Helvetica,sans-serif;color:${colors.text};line-height:1.5">`,
    `<h1 style="margin:0 0 24px;font-size:20px;color:${colors.primary}">${escapeHtml(shopName)}</h1>`,
    p(greeting),
    p(m.intro),
    details.length
      ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${details
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="${cell};color:${colors.muted};font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    m.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(m.action.url)}" style="display:inline-block;background:${colors.primary};color:${colors.onPrimary};padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(m.action.label)}</a></p>` +
        p(`Or paste this link into your browser: ${m.action.url}`)
      : '',
    p(m.outro),
    `<p style="margin:0 0 16px;color:${colors.muted}">— ${escapeHtml(shopName)}</p>`,
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: m.subject, text, html };
}

/** Names are typed by people: never let one become markup in someone's inbox. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
