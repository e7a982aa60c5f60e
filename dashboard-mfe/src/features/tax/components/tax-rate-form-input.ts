import { createTaxRateSchema, type CreateTaxRateBody, type TaxRate, z } from '@phoneparts/contracts';
import { formNumber } from '../../../common/form-number';

/** The tax rate form's fields as typed. */
export interface TaxRateFormInput {
  country: string;
  /** Empty: the rate of the whole country. */
  region: string;
  /** Percent, as text. */
  rate: string;
}

export const emptyTaxRate: TaxRateFormInput = { country: '', region: '', rate: '' };

export const taxRateInput = (rate: TaxRate): TaxRateFormInput => ({
  country: rate.country,
  region: rate.region ?? '',
  rate: String(rate.rate),
});

/**
 * The API's own schema over the form's text: the rate read as a number, an empty region is null, and
 * no country chosen is a missing one (its "choose a country" message, not "one from the list").
 */
export const taxRateFormSchema = z.preprocess((input) => {
  const form = input as TaxRateFormInput;
  return { country: form.country || undefined, region: form.region.trim() || null, rate: formNumber(form.rate) };
}, createTaxRateSchema) as unknown as z.ZodType<CreateTaxRateBody, TaxRateFormInput>;
