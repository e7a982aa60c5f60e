import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiMessages } from '@phoneparts/contracts';
import { Loader, useApi, useAuth } from '@phoneparts/shared-ui';
import { AuthCard } from './auth-card';
import { LinkOutcome } from './link-outcome';

/** `used`: the API took the token; the page says so once the signed-in identity has been re-read. */
type Outcome = { phase: 'working' } | { phase: 'used' } | { phase: 'done' } | { phase: 'failed'; message: string };

interface Props {
  title: string;
  /** The API route that uses the link's token up (`POST {token}`). */
  apiPath: string;
  working: string;
  done: string;
}

/**
 * The landing of a mailed one-time link (`…?token=`): sends the token once, says how it went, and
 * re-reads the signed-in identity, which the link may have changed (verified, a new email address).
 */
export function OneTimeLinkLanding({ title, apiPath, working, done }: Props) {
  const api = useApi();
  const auth = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { phase: 'working' } : { phase: 'failed', message: apiMessages.linkInvalid },
  );
  // A one-time token: never send it twice (React may run effects twice in development).
  const sentFor = useRef<string | null>(null);
  const identityReread = useRef(false);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    api.post(apiPath, { token }).then(
      () => setOutcome({ phase: 'used' }),
      (error: Error) => setOutcome({ phase: 'failed', message: error.message }),
    );
  }, [api, apiPath, token]);

  // The identity is re-read before the page says so: "Email verified" and the banner asking for it must
  // not show together. On a cold load the shell may still be reading the identity when the link has
  // worked, and that read can predate it, so the page waits until the read has settled and then reads
  // again. The link has worked even if that read fails.
  useEffect(() => {
    if (outcome.phase !== 'used' || auth.status === 'loading' || identityReread.current) return;
    identityReread.current = true;
    const reread = auth.status === 'signedIn' ? auth.refresh().catch(() => undefined) : Promise.resolve();
    void reread.then(() => setOutcome({ phase: 'done' }));
  }, [outcome.phase, auth]);

  return (
    <AuthCard title={title}>
      {(outcome.phase === 'working' || outcome.phase === 'used') && <Loader text={working} />}
      {outcome.phase === 'done' && <LinkOutcome message={done} />}
      {outcome.phase === 'failed' && <LinkOutcome message={outcome.message} failed />}
    </AuthCard>
  );
}
