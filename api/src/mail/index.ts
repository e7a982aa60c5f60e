// What other features may use of mail besides MailModule: the outbox and the mails' content.
export {
  passwordChangedMail,
  passwordResetMail,
  composeMail,
  confirmNewEmailMail,
  emailChangedMail,
  type MailContent,
  type MailLayout,
  shopName,
  signUpAttemptMail,
  verifyEmailMail,
} from './mail-templates';
export { MailOutbox, type OutboxMail } from './outbox/mail-outbox';
export { MailRenderers, type MailRenderer } from './outbox/mail-renderers';
