import { shellMessages } from '@phoneparts/contracts';
import { OneTimeLinkLanding } from './one-time-link-landing';

/** /verify-email?token=… — the landing of the mailed verification link. */
export function VerifyEmailPage() {
  return (
    <OneTimeLinkLanding
      title="Email verification"
      apiPath="/auth/verify-email"
      working={shellMessages.verifyingEmail}
      done={shellMessages.emailVerified}
    />
  );
}
