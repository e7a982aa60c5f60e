import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { isOneLine } from '../limits';
import { emailShape, strongPassword, threeConsecutiveLetters } from '../patterns';
import { opaqueText } from './fields';

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  // A NUL or other control character is no valid email (and PostgreSQL text cannot hold a NUL).
  .refine((v) => isOneLine(v) && threeConsecutiveLetters.test(v) && emailShape.test(v), { error: m.emailInvalid })
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(200, { error: m.passwordWeak })
  .regex(strongPassword, { error: m.passwordWeak })
  .refine(isOneLine, { error: m.controlCharacters });

export const loginSchema = z.object({ email: emailField, password: passwordField });
export const signUpSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired })
    .max(100, { error: m.tooLong(100) })
    .refine(isOneLine, { error: m.controlCharacters }),
  email: emailField,
  password: passwordField,
});
export const passwordResetRequestSchema = z.object({ email: emailField });
export const passwordResetConfirmSchema = z.object({
  token: opaqueText('The reset link is missing its token'),
  password: passwordField,
});
export const verifyEmailSchema = z.object({
  token: opaqueText('The verification link is missing its token'),
});

export type LoginBody = z.infer<typeof loginSchema>;
export type SignUpBody = z.infer<typeof signUpSchema>;
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmSchema>;
export type VerifyEmailBody = z.infer<typeof verifyEmailSchema>;

/** POST /auth/google/exchange: the one-time code from /auth/google/done and this tab's verifier. */
export const googleExchangeSchema = z.object({
  code: opaqueText('The sign-in code is missing', 100),
  verifier: opaqueText('The sign-in verifier is missing', 100),
});
export type GoogleExchangeBody = z.infer<typeof googleExchangeSchema>;
