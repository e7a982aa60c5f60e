import { accountMessages as a } from '../messages/account-messages';
import { validationMessages as m } from '../messages';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  deleteWithConfirmationFormSchema,
} from './account';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account schemas', () => {
  it('asks for the current password and keeps the sign-up rules for the new one', () => {
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'New#12345' }))).toBe(
      a.currentPasswordRequired,
    );
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: 'Old#12345', newPassword: 'short' }))).toBe(
      m.passwordWeak,
    );
    expect(
      firstMessage(changePasswordSchema.safeParse({ currentPassword: 'Same#1234', newPassword: 'Same#1234' })),
    ).toBe(a.samePassword);
    // An older current password need not meet today's rules: it is only compared with the stored hash.
    expect(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'New#12345' }).success).toBe(true);
  });

  it('checks the new email like sign-up does and lower-cases it', () => {
    expect(firstMessage(changeEmailSchema.safeParse({ currentPassword: 'x', newEmail: 'ab@c.d' }))).toBe(
      m.emailInvalid,
    );
    expect(changeEmailSchema.parse({ currentPassword: 'x', newEmail: 'Ana@Example.com' }).newEmail).toBe(
      'ana@example.com',
    );
  });

  it('takes a password or a typed confirmation to delete, and refuses control characters', () => {
    expect(deleteAccountSchema.safeParse({}).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ confirmation: 'a\u0000b@example.com' }).success).toBe(false);
    expect(firstMessage(deleteWithConfirmationFormSchema.safeParse({ confirmation: ' ' }))).toBe(
      a.confirmationRequired,
    );
  });
});
