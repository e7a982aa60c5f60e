import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { loginSchema, type LoginBody, type z } from '@phoneparts/contracts';
import { Button, ErrorText, TextField } from '@phoneparts/shared-ui';
import styles from './standalone.module.css';

/** A bare sign-in for the dev host (the shell owns the real /login screen). */
export function StandaloneSignIn({ signIn }: { signIn(body: LoginBody): Promise<void> }) {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from?.pathname ?? '/';
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginBody>({ resolver: zodResolver(loginSchema) });

  const submit = async (body: LoginBody) => {
    setFailure(null);
    try {
      await signIn(body);
      navigate(from, { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form className={styles.signIn} onSubmit={handleSubmit(submit)} noValidate>
      <h1>Sign in (storefront dev host)</h1>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <ErrorText>{failure}</ErrorText>
      <Button type="submit" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
