import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { optionalLine, requiredText } from './fields';

/** PUT /user/:email — every field required (docs/product.md#5-validation), userName optional. */
export const updateProfileSchema = z.object({
  education: requiredText(m.profileEducationRequired, 200),
  location: requiredText(m.profileLocationRequired, 200),
  phone: requiredText(m.profilePhoneRequired, 40),
  socialLinks: requiredText(m.profileSocialLinksRequired, 1000),
  userName: optionalLine(100),
});
export type UpdateProfileBody = z.infer<typeof updateProfileSchema>;
