export { startMailCatcher, type CaughtMail, type MailCatcher, type WaitForMailOptions } from './mail-catcher';
export { linkFrom, linksIn, tokenFromMail } from './mail-links';
