import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { emailShape, strongPassword, threeConsecutiveLetters } from '../patterns';

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  .refine((v) => threeConsecutiveLetters.test(v) && emailShape.test(v), { error: m.emailInvalid })
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(200, { error: m.passwordWeak })
  .regex(strongPassword, { error: m.passwordWeak });

export const loginSchema = z.object({ email: emailField, password: passwordField });
export const signUpSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(100),
  email: emailField,
  password: passwordField,
});
export const passwordResetRequestSchema = z.object({ email: emailField });
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1, { error: 'The reset link is missing its token' }),
  password: passwordField,
});
export const verifyEmailSchema = z.object({
  token: z.string().min(1, { error: 'The verification link is missing its token' }),
});

export type LoginBody = z.infer<typeof loginSchema>;
export type SignUpBody = z.infer<typeof signUpSchema>;
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmSchema>;
export type VerifyEmailBody = z.infer<typeof verifyEmailSchema>;
