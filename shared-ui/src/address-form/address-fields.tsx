import { countryName, regionsOf, type Address } from '@phoneparts/contracts';
import { memo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { countryOptions } from './country-options';

/** The 249 countries' options, drawn once: a form re-renders at every key the buyer types. */
const CountryOptions = memo(function CountryOptions() {
  return countryOptions().map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
});

export type AddressFieldName = keyof Address;

export interface AddressFieldsProps {
  /** react-hook-form's registration of each part (`(name) => register(name)`, or under a prefix). */
  register(name: AddressFieldName): UseFormRegisterReturn;
  /** Each part's message: the contracts schema's, or the API's for that part. */
  errors: Partial<Record<AddressFieldName, string | undefined>>;
  /** The country chosen now (watched): a country with a list of regions offers that list. */
  country: string;
}

/**
 * The parts of a delivery address as the dashboard's address book and the storefront's checkout ask
 * for them: the country from the ISO 3166-1 list, a state or province from its country's list where
 * the country's post uses one (else free text), and the postal code (checked against the country by
 * the contracts schema). Kept outside the shared singleton: only pages with an address form load it.
 */
export function AddressFields({ register, errors, country }: AddressFieldsProps) {
  const regions = regionsOf(country);
  return (
    <>
      <TextField label="Recipient name" autoComplete="name" error={errors.name} {...register('name')} />
      <TextField
        label="Company"
        hint="Optional"
        autoComplete="organization"
        error={errors.company}
        {...register('company')}
      />
      <TextField label="Address line 1" autoComplete="address-line1" error={errors.line1} {...register('line1')} />
      <TextField
        label="Address line 2"
        hint="Optional: flat, floor, building"
        autoComplete="address-line2"
        error={errors.line2}
        {...register('line2')}
      />
      <TextField label="City" autoComplete="address-level2" error={errors.city} {...register('city')} />
      {regions ? (
        <SelectField
          label="State, province or territory"
          autoComplete="address-level1"
          error={errors.region}
          {...register('region')}
        >
          <option value="">Choose one of {countryName(country)}</option>
          {regions.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          label="Region"
          hint="Optional: county, state or province"
          autoComplete="address-level1"
          error={errors.region}
          {...register('region')}
        />
      )}
      <TextField
        label="Postal code"
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.postalCode}
        {...register('postalCode')}
      />
      <SelectField label="Country" autoComplete="country" error={errors.country} {...register('country')}>
        <option value="">Choose a country</option>
        <CountryOptions />
      </SelectField>
    </>
  );
}
