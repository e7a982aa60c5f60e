import fc from 'fast-check';
import { type CountryCode, getCountries, getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import { formatPhone, toE164 } from './phone';

/** Every region libphonenumber knows, with a valid (mobile) number of it. */
const numbers = getCountries().flatMap((region) => {
  const example = getExampleNumber(region, examples);
  return example ? [{ region, example }] : [];
});
const aNumber = fc.constantFrom(...numbers);
const aRegion = fc.constantFrom<CountryCode>(...getCountries());
const separator = fc.constantFrom('', ' ', '-', '.', ' - ');

/** The digits of `text` (and a leading +) re-joined with random separators, as people type them. */
const retyped = (text: string) =>
  fc.array(separator, { minLength: 20, maxLength: 20 }).map((seps) => {
    const digits = text.replace(/[^\d+]/g, '');
    return [...digits].map((d, i) => (i === 0 ? d : seps[i % seps.length] + d)).join('');
  });

describe('phone numbers', () => {
  it('knows numbers of every region (the property below is not about a handful)', () => {
    expect(numbers.length).toBeGreaterThan(200);
  });

  it('reads a number written in its region’s national format, with any separators, as the same E.164', () => {
    fc.assert(
      fc.property(
        aNumber.chain(({ region, example }) =>
          fc.tuple(fc.constant(region), fc.constant(example.number), retyped(example.formatNational())),
        ),
        ([region, e164, typed]) => expect(toE164(typed, region)).toBe(e164),
      ),
      { numRuns: 500 },
    );
  });

  it('reads a number written with its country code as the same E.164, whatever the shop’s country', () => {
    fc.assert(
      fc.property(
        aNumber.chain(({ example }) =>
          fc.tuple(
            fc.constant(example.number),
            fc.oneof(
              fc.constant(example.formatInternational()),
              fc.constant(example.number),
              retyped(example.formatInternational()),
            ),
          ),
        ),
        aRegion,
        ([e164, typed], home) => expect(toE164(typed, home)).toBe(e164),
      ),
      { numRuns: 500 },
    );
  });

  it('shows a stored number in international format, which reads back as the same number', () => {
    fc.assert(
      fc.property(aNumber, ({ example }) => {
        expect(formatPhone(example.number)).toBe(example.formatInternational());
        expect(toE164(formatPhone(example.number), 'US')).toBe(example.number);
      }),
    );
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('refuses what is not a number of the country, and shows free text stored before as written', () => {
    for (const text of ['', 'abc', '12-34', '(123) 456-7890', '+44 20 7946 09', '+999 123 4567', '555 123 4567'])
      expect(toE164(text, 'US')).toBeNull();
    // A local number means nothing without its country: a UK number typed the UK way is not a US number.
    expect(toE164('020 7946 0958', 'US')).toBeNull();
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(formatPhone('(555) 123-4567')).toBe('(555) 123-4567');
  });

  it('answers every text (random input) with null or a valid E.164 that reads back as itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), aRegion, (text, home) => {
        const e164 = toE164(text, home);
        if (e164 !== null) {
          expect(e164).toMatch(/^\+[1-9]\d{6,14}$/);
          expect(toE164(e164, home)).toBe(e164);
        }
      }),
    );
  });
});
