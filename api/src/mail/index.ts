// What other features may use of mail besides MailModule: the outbox and the mails' content.
export {
  composeMail,
  passwordResetMail,
  shopName,
  verifyEmailMail,
  type MailContent,
  type MailLayout,
} from './mail-templates';
export { MailOutbox, type OutboxMail } from './outbox/mail-outbox';
