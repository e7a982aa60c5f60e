import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signUpSchema,
} from '@phoneparts/contracts';

// The sign-in forms' checks, in a chunk of their own (zod and the schemas): `auth-form-checks.ts`
// loads it when a form is first reached, so the pages themselves paint without it.
export const loginResolver = zodResolver(loginSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const passwordResetRequestResolver = zodResolver(passwordResetRequestSchema);
export const passwordResetConfirmResolver = zodResolver(passwordResetConfirmSchema);
