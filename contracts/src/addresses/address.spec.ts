import fc from 'fast-check';
import { addressMessages as m } from '../messages/address-messages';
import { addressOnOneLine, addressSchema, createAddressSchema, updateAddressSchema } from './address';
import { countryCodes, countryName } from './countries';
import { isPostalCodeOf, postalCodeFormats } from './postal-codes';

const uk = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'ec1y 8sy', country: 'gb' };
const errorsOf = (body: unknown) =>
  Object.fromEntries(
    (addressSchema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.'), i.message] as const),
  );

describe('countries', () => {
  it('are the 249 codes of ISO 3166-1, each with a name', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of countryCodes) expect(countryName(code)).not.toBe(code);
    expect(countryName('GB')).toBe('United Kingdom');
  });
});

describe('postal codes', () => {
  it('take every listed country’s own example, and refuse another country’s', () => {
    for (const [country, { example }] of Object.entries(postalCodeFormats))
      expect([country, isPostalCodeOf(country, example)]).toEqual([country, true]);
    expect(isPostalCodeOf('US', 'EC1Y 8SY')).toBe(false);
    expect(isPostalCodeOf('GB', '94043')).toBe(false);
    expect(isPostalCodeOf('DE', '1234')).toBe(false);
    expect(isPostalCodeOf('CA', 'H3Z 2Y7')).toBe(true);
  });

  it('are required except where the post uses none', () => {
    expect(isPostalCodeOf('GB', '')).toBe(false);
    expect(isPostalCodeOf('HK', '')).toBe(true);
  });

  it('take any plausible code in a country whose format is not listed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{2,10}$/), (code) => expect(isPostalCodeOf('KE', code)).toBe(true)),
    );
    expect(isPostalCodeOf('KE', 'X')).toBe(false);
  });
});

describe('address schema', () => {
  it('tidies a valid address: trimmed, codes upper-cased, empty optional parts left out', () => {
    expect(addressSchema.parse({ ...uk, company: '  ', line2: '', region: '' })).toEqual({
      name: 'Ann Smith',
      line1: '1 High Street',
      city: 'London',
      postalCode: 'EC1Y 8SY',
      country: 'GB',
    });
  });

  it('needs the parts every address has', () => {
    expect(errorsOf({})).toMatchObject({
      name: m.nameRequired,
      line1: m.line1Required,
      city: m.cityRequired,
      postalCode: m.postalCodeRequired,
      country: m.countryRequired,
    });
  });

  it('refuses a country not in the list, and a postal code that cannot be right for the country', () => {
    expect(errorsOf({ ...uk, country: 'UK' }).country).toBe(m.countryUnknown);
    expect(errorsOf({ ...uk, postalCode: '94043' }).postalCode).toBe(m.postalCodeInvalid('United Kingdom', 'EC1Y 8SY'));
  });

  it('needs a state of the country where the country uses them', () => {
    const us = { name: 'Bo', line1: '1 Main St', city: 'Austin', postalCode: '73301', country: 'US' };
    expect(errorsOf(us).region).toBe(m.regionRequired);
    expect(errorsOf({ ...us, region: 'ZZ' }).region).toBe(m.regionUnknown('United States'));
    expect(addressSchema.parse({ ...us, region: 'tx' }).region).toBe('TX');
  });

  it('reads isDefault on creation, and a change needs at least one field', () => {
    expect(createAddressSchema.parse({ ...uk, isDefault: true }).isDefault).toBe(true);
    expect(createAddressSchema.parse(uk).isDefault).toBe(false);
    expect(updateAddressSchema.safeParse({}).success).toBe(false);
    expect(updateAddressSchema.parse({ company: null })).toEqual({ company: null });
    expect(updateAddressSchema.safeParse({ isDefault: false }).success).toBe(false);
  });

  it('writes an address on one line', () => {
    expect(addressOnOneLine(addressSchema.parse({ ...uk, company: 'Fix-It Ltd' }))).toBe(
      'Ann Smith, Fix-It Ltd, 1 High Street, London EC1Y 8SY, United Kingdom',
    );
  });
});
