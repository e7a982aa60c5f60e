// What other features may use of mail besides MailModule/MailService: the mails' content.
export { passwordResetMail, verifyEmailMail } from './mail-templates';
