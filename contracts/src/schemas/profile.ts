import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { toE164 } from '../phone';
import { optionalLine, requiredText } from './fields';

/**
 * PUT /user/:email — every field required (docs/product.md#5-validation), userName optional. The phone
 * is only required, as the spec says; one that reads as a valid number (without a country code, in
 * the shop's `homeCountry`) is kept in E.164 like an order's, any other text as written.
 */
export const updateProfileSchemaFor = (homeCountry: string) =>
  z.object({
    education: requiredText(m.profileEducationRequired, 200),
    location: requiredText(m.profileLocationRequired, 200),
    phone: requiredText(m.profilePhoneRequired, 40).transform((text) => toE164(text, homeCountry) ?? text),
    socialLinks: requiredText(m.profileSocialLinksRequired, 1000),
    userName: optionalLine(100),
  });
export type UpdateProfileBody = z.infer<ReturnType<typeof updateProfileSchemaFor>>;
