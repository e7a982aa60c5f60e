import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginSchema, type LoginBody } from '@phoneparts/contracts';
import { Button } from '../components/button';
import { ErrorText } from '../components/error-text';
import { PageSection } from '../components/page-section';
import { TextField } from '../components/text-field';
import { useAuth } from '../context/shop-context';

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

/** The dev host's bare sign-in (the shell owns the real /login); back to the page that sent here, else `home`. */
export function StandaloneSignIn({ signIn, home }: { signIn(body: LoginBody): Promise<void>; home: string }) {
  const { status } = useAuth();
  const from = (useLocation().state as { from?: { pathname?: string } } | null)?.from?.pathname ?? home;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (status === 'signedIn') return <Navigate to={from} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    setFailure(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await signIn(parsed.data);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ui-standalone-page">
      <PageSection title="Sign in (dev host)">
        <form className="ui-standalone-form" onSubmit={submit} noValidate>
          <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <ErrorText>{failure}</ErrorText>
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </form>
      </PageSection>
    </div>
  );
}

/** The first message of each field, as the forms show it. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) errors[path[0] as keyof LoginBody] ??= message;
  return errors;
}
