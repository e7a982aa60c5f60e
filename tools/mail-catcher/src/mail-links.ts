import type { CaughtMail } from './mail-catcher';

/** The links in a mail's text and HTML, in order, with HTML's `&amp;` read back as `&`. */
export function linksIn(mail: CaughtMail): string[] {
  const found = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];
  return found.map((link) => link.replace(/&amp;/g, '&'));
}

/** The first link in the mail that starts with `prefix` (e.g. `${shellUrl}/resetPassword?token=`). */
export function linkFrom(mail: CaughtMail, prefix: string): string {
  const link = linksIn(mail).find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The `token` query parameter of the first link in the mail whose path is `path` (e.g. `/verify-email`). */
export function tokenFromMail(mail: CaughtMail, path: string): string {
  const token = linksIn(mail)
    .filter((link) => URL.canParse(link))
    .map((link) => new URL(link))
    .find((url) => url.pathname === path)
    ?.searchParams.get('token');
  if (!token) throw new Error(`The mail "${mail.subject}" has no ${path} link with a token:\n${mail.text}`);
  return token;
}
