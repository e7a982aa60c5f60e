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
  return compose({
    subject: `Verify your email address for ${shopName}`,
    name,
    intro: `Welcome to ${shopName}! Please confirm that this is your email address.`,
    action: { label: 'Verify my email address', url: link },
    outro: `The link works once and expires in ${validFor}. If you did not create an account, you can ignore this email.`,
  });
}

export function passwordResetMail({ name, link, validFor }: LinkMail): MailContent {
  return compose({
    subject: `Reset your ${shopName} password`,
    name,
    intro: `Someone (hopefully you) asked to reset the password of your ${shopName} account.`,
    action: { label: 'Choose a new password', url: link },
    outro: `The link works once and expires in ${validFor}. If you did not ask for it, ignore this email: your password stays the same.`,
  });
}

/** One layout for every mail: the same words as plain text and as simple HTML. */
function compose(m: {
  subject: string;
  name: string;
  intro: string;
  action: { label: string; url: string };
  outro: string;
}): MailContent {
  const greeting = m.name.trim() ? `Hi ${m.name.trim()},` : 'Hi,';
  const text = [greeting, m.intro, `${m.action.label}:\n${m.action.url}`, m.outro, `— ${shopName}`].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(shopName)}</h1>`,
    p(greeting),
    p(m.intro),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(m.action.url)}" style="background:#0b6bcb;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(m.action.label)}</a></p>`,
    p(`Or paste this link into your browser: ${m.action.url}`),
    p(m.outro),
    p(`— ${shopName}`),
    '</body></html>',
  ].join('\n');
  return { subject: m.subject, text, html };
}

/** Names are typed by people: never let one become markup in someone's inbox. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
