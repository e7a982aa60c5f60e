export {
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
  type MailCatcherOptions,
  type WaitForMailOptions,
} from './mail-catcher';
export { linkFrom, linksIn, tokenFromMail } from './mail-links';
