import { accountMessages } from '@phoneparts/contracts';
import { OneTimeLinkLanding } from './one-time-link-landing';

/** /confirm-email?token=… — the link mailed to a NEW address: opening it moves the account there. */
export function ConfirmEmailPage() {
  return (
    <OneTimeLinkLanding
      title="New email address"
      apiPath="/account/email/confirm"
      working={accountMessages.changingEmail}
      done={accountMessages.emailChanged}
    />
  );
}
