import { z } from 'zod';
import { accountMessages as a } from '../messages/account-messages';
import { isOneLine } from '../limits';
import { validationMessages as m } from '../messages';
import { emailField, passwordField } from './auth';
import { opaqueText } from './fields';

/**
 * The password the account has now. Only checked against the stored hash, so no strength rule: an
 * older password is what it is. Bounded and one line like every other text.
 */
export const currentPasswordField = z
  .string({ error: a.currentPasswordRequired })
  .min(1, { error: a.currentPasswordRequired })
  .max(200, { error: a.wrongCurrentPassword })
  .refine(isOneLine, { error: m.controlCharacters });

/**
 * POST /account/password: a new password under the sign-up rules (docs/product.md#5-validation), never the current
 * one again.
 */
export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: passwordField })
  .refine((v) => v.currentPassword !== v.newPassword, { error: a.samePassword, path: ['newPassword'] });

/** POST /account/email: the change takes effect only when the link mailed to `newEmail` is opened. */
export const changeEmailSchema = z.object({ currentPassword: currentPasswordField, newEmail: emailField });

/** POST /account/email/confirm: the token of the link mailed to the new address. */
export const confirmEmailChangeSchema = z.object({
  token: opaqueText('The link is missing its token'),
});

/**
 * POST /account/delete: the current password, or — for an account that only signs in with Google and
 * has none — the account's email address typed as a confirmation. Which one applies is the API's call.
 */
export const deleteAccountSchema = z.object({
  password: currentPasswordField.optional(),
  confirmation: z
    .string()
    .trim()
    .max(254, { error: a.confirmationMismatch })
    .refine(isOneLine, { error: m.controlCharacters })
    .optional(),
});

export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;
export type ChangeEmailBody = z.infer<typeof changeEmailSchema>;
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeSchema>;
export type DeleteAccountBody = z.infer<typeof deleteAccountSchema>;

/** The delete form of an account with a password: the current password, asked again. */
export const deleteWithPasswordFormSchema = z.object({ password: currentPasswordField });

/** The delete form of a Google-only account: its email address, typed out (the API compares it). */
export const deleteWithConfirmationFormSchema = z.object({
  confirmation: z
    .string({ error: a.confirmationRequired })
    .trim()
    .min(1, { error: a.confirmationRequired })
    .max(254, { error: a.confirmationMismatch })
    .refine(isOneLine, { error: m.controlCharacters }),
});
