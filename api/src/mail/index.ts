// What other features may use of mail besides MailModule: the outbox and the mails' content.
export { passwordResetMail, verifyEmailMail, type MailContent } from './mail-templates';
export { MailOutbox, type OutboxMail } from './outbox/mail-outbox';
