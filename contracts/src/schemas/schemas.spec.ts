import fc from 'fast-check';
import { type CountryCode, getCountries, getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import {
  addProductSchema,
  cartCheckoutSchemaFor,
  checkoutSchemaFor,
  createOrderSchemaFor,
  createReviewSchema,
  loginSchema,
  orderFormSchema,
  shipOrderSchema,
  signUpSchema,
  updateProductFormSchema,
  updateProfileSchemaFor,
} from '../index';
import { validationMessages as m } from '../messages';

/** The first message zod gives for each field, as a form would show it. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('auth schemas', () => {
  it('asks for the email and password', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: m.emailRequired,
      password: m.passwordRequired,
    });
  });

  it.each(['ab@c.d', 'no-at-sign', 'a b@cde.com'])('refuses the email %s', (email) => {
    expect(errorsOf(loginSchema.safeParse({ email, password: 'secret#123' })).email).toBe(m.emailInvalid);
  });

  it.each(['short#1', 'nodigits#here', 'nospecial123', 'NOLOWER#123'])('refuses the weak password %s', (password) => {
    expect(errorsOf(loginSchema.safeParse({ email: 'shopper@example.com', password })).password).toBe(m.passwordWeak);
  });

  it('lower-cases a valid email and requires a name on sign-up', () => {
    const ok = signUpSchema.parse({ name: ' Ana ', email: 'Ana@Example.COM', password: 'secret#123' });
    expect(ok).toEqual({ name: 'Ana', email: 'ana@example.com', password: 'secret#123' });
    expect(errorsOf(signUpSchema.safeParse({ name: ' ', email: 'ana@example.com', password: 'secret#123' })).name).toBe(
      m.nameRequired,
    );
  });
});

describe('order form schema', () => {
  const schema = orderFormSchema({ minQuantity: 10, availableQuantity: 50 }, 'US');
  const valid = { quantity: 10, phone: '+1 (212) 555-0199', address: '1 Main St' };

  it('accepts a valid number of any country, with any of the usual separators, and answers it in E.164', () => {
    for (const phone of ['2125550199', '212.555.0199', '+1 212 555 0199', '(212)555-0199'])
      expect(schema.parse({ ...valid, phone }).phone).toBe('+12125550199');
    expect(schema.parse({ ...valid, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
    expect(schema.parse({ ...valid, phone: '+880 1712-345678' }).phone).toBe('+8801712345678');
  });

  it('gives the quantity messages with the bounds', () => {
    expect(errorsOf(schema.safeParse({ ...valid, quantity: '' })).quantity).toBe(m.quantityRequired);
    expect(errorsOf(schema.safeParse({ ...valid, quantity: NaN })).quantity).toBe(m.quantityRequired);
    expect(errorsOf(schema.safeParse({ ...valid, quantity: 9 })).quantity).toBe("Quantity can't be less than 10");
    expect(errorsOf(schema.safeParse({ ...valid, quantity: 51 })).quantity).toBe("Quantity can't be greater than 50");
  });

  it('reads a quantity typed as digits, and no other way of writing a number', () => {
    expect(schema.safeParse({ ...valid, quantity: '12' })).toMatchObject({ success: true, data: { quantity: 12 } });
    for (const quantity of ['0x10', '0b11', '0o17', '1e1', ' 12', '12 ', '+12', 'Infinity'])
      expect([quantity, errorsOf(schema.safeParse({ ...valid, quantity })).quantity]).toEqual([quantity, m.notANumber]);
    for (const quantity of ['12.0', '12.5'])
      expect([quantity, errorsOf(schema.safeParse({ ...valid, quantity })).quantity]).toEqual([
        quantity,
        m.notAWholeNumber,
      ]);
  });

  it('gives the phone and address messages', () => {
    expect(errorsOf(schema.safeParse({ ...valid, phone: '', address: '' }))).toEqual({
      phone: m.phoneRequired,
      address: m.addressRequired,
    });
    // The spec's shape but no number anywhere: area code 123 does not exist, +44 20 needs eight more digits.
    for (const phone of ['12-34', '(123) 456-7890', '+44 20 7946 09', '+999 123 4567', 'phone'])
      expect(errorsOf(schema.safeParse({ ...valid, phone })).phone).toBe(m.phoneInvalid);
  });
});

describe('every schema that reads a phone, made for the shop’s country', () => {
  const part = { minQuantity: 1, availableQuantity: 5 };
  const uk = { name: 'Ann', line1: '1 High St', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' };
  /** Each body with `phone`, as the schema made for `country` reads it. */
  const phoneOf = (country: string, phone: string) =>
    [
      orderFormSchema(part, country).safeParse({ quantity: 1, phone, address: '1 Main St' }),
      createOrderSchemaFor(country).safeParse({ productId: 'p1', quantity: 1, phone, address: '1 Main St' }),
      checkoutSchemaFor(country).safeParse({ phone, address: '1 Main St' }),
      cartCheckoutSchemaFor(country).safeParse({ phone, address: uk, shippingMethodId: 'm1' }),
    ].map((result) => (result.success ? result.data.phone : result.error.issues.map((i) => i.message)));

  it('reads a number without a country code in the shop’s country', () => {
    expect(phoneOf('GB', '020 7946 0958')).toEqual(Array(4).fill('+442079460958'));
    expect(phoneOf('US', '(212) 555-0199')).toEqual(Array(4).fill('+12125550199'));
    // A UK number typed the UK way is no US number, and a US one no UK number: the spec's message.
    expect(phoneOf('US', '020 7946 0958')).toEqual(Array(4).fill([m.phoneInvalid]));
    expect(phoneOf('GB', '(212) 555-0199')).toEqual(Array(4).fill([m.phoneInvalid]));
  });

  it('reads any valid number in E.164 as itself, whatever the shop’s country', () => {
    const numbers = getCountries().flatMap((region) => getExampleNumber(region, examples)?.number ?? []);
    fc.assert(
      fc.property(fc.constantFrom(...numbers), fc.constantFrom<CountryCode>(...getCountries()), (e164, home) =>
        expect(phoneOf(home, e164)).toEqual(Array(4).fill(e164)),
      ),
      { numRuns: 300 },
    );
  });
});

describe('ship order schema', () => {
  const valid = { carrier: 'DHL Express', trackingNumber: '1Z 999-AA1 0123456784' };

  it('accepts a carrier and a tracking number, trimmed', () => {
    expect(shipOrderSchema.parse({ carrier: ' DHL ', trackingNumber: ' JD0146000034 ' })).toEqual({
      carrier: 'DHL',
      trackingNumber: 'JD0146000034',
    });
    expect(shipOrderSchema.safeParse(valid).success).toBe(true);
  });

  it('requires both, with a message each', () => {
    expect(errorsOf(shipOrderSchema.safeParse({}))).toEqual({
      carrier: m.carrierRequired,
      trackingNumber: m.trackingNumberRequired,
    });
    expect(errorsOf(shipOrderSchema.safeParse({ carrier: '  ', trackingNumber: '' }))).toEqual({
      carrier: m.carrierRequired,
      trackingNumber: m.trackingNumberRequired,
    });
  });

  it('bounds them and refuses what no carrier prints', () => {
    expect(errorsOf(shipOrderSchema.safeParse({ ...valid, carrier: 'x'.repeat(61) })).carrier).toBe(m.tooLong(60));
    for (const trackingNumber of ['1234', 'AB<script>', 'AB  12345', '-12345', 'AB\n12345'])
      expect(errorsOf(shipOrderSchema.safeParse({ ...valid, trackingNumber })).trackingNumber).toBeDefined();
    expect(errorsOf(shipOrderSchema.safeParse({ ...valid, trackingNumber: 'AB/1234' })).trackingNumber).toBe(
      m.trackingNumberInvalid,
    );
    expect(errorsOf(shipOrderSchema.safeParse({ ...valid, trackingNumber: '1'.repeat(41) })).trackingNumber).toBe(
      m.tooLong(40),
    );
  });
});

describe('product schemas', () => {
  it('words add and update messages differently, as documented', () => {
    const empty = { name: '', picture: '', description: '', price: '', minQuantity: '', availableQuantity: '' };
    expect(errorsOf(addProductSchema.safeParse(empty))).toEqual({
      name: 'Product name is required.',
      picture: 'Product picture is required.',
      description: 'Description is required.',
      price: 'Price is required.',
      minQuantity: 'Minimum quantity is required.',
      availableQuantity: 'Available quantity is required.',
      sku: 'SKU is required.',
    });
    expect(errorsOf(updateProductFormSchema.safeParse(empty))).toEqual({
      name: 'Name is required',
      picture: 'image info is required.',
      description: 'description is required.',
      price: 'Price is required.',
      minQuantity: 'Minimum Quantity is required.',
      availableQuantity: 'Available quantity is required.',
      sku: 'SKU is required.',
    });
    const zeros = {
      name: 'n',
      sku: 'SCR-1',
      picture: 'p',
      description: 'd',
      price: 0,
      minQuantity: 0,
      availableQuantity: 0,
    };
    // The edit accepts a stock of 0 (a sold-out part); below it, its own message.
    expect(errorsOf(updateProductFormSchema.safeParse(zeros))).toEqual({
      price: "Price can't be less than 1",
      minQuantity: "Minimum Quantity can't be less than 1",
    });
    expect(errorsOf(updateProductFormSchema.safeParse({ ...zeros, availableQuantity: -1 }))).toMatchObject({
      availableQuantity: "Available quantity can't be less than 0",
    });
  });

  it('accepts numbers typed as text and refuses fractions of a cent', () => {
    const body = {
      name: 'n',
      sku: 'SCR-1',
      picture: 'p',
      description: 'd',
      price: '12.5',
      minQuantity: '2',
      availableQuantity: '3',
    };
    expect(addProductSchema.parse(body)).toMatchObject({ price: 12.5, minQuantity: 2, availableQuantity: 3 });
    expect(addProductSchema.safeParse({ ...body, price: 1.234 }).success).toBe(false);
  });
});

describe('profile and review schemas', () => {
  const updateProfileSchema = updateProfileSchemaFor('GB');
  it('requires every profile field with its own message', () => {
    expect(errorsOf(updateProfileSchema.safeParse({}))).toEqual({
      education: m.profileEducationRequired,
      location: m.profileLocationRequired,
      phone: m.profilePhoneRequired,
      socialLinks: m.profileSocialLinksRequired,
    });
  });

  it('keeps a profile phone that reads as a number in the shop’s country in E.164, any other text as written', () => {
    const profile = { education: 'BSc', location: 'London', socialLinks: 'https://social.example/a' };
    const phoneOf = (phone: string) => updateProfileSchema.parse({ ...profile, phone }).phone;
    expect(phoneOf('020 7946 0958')).toBe('+442079460958');
    expect(phoneOf('+1 (212) 555-0199')).toBe('+12125550199');
    expect(phoneOf('ask at the desk')).toBe('ask at the desk');
    expect(phoneOf('(212) 555-0199')).toBe('(212) 555-0199');
  });

  it('requires a comment and a whole rating from 1 to 5', () => {
    expect(errorsOf(createReviewSchema.safeParse({ ratings: 5, comment: '' })).comment).toBe(m.reviewCommentRequired);
    for (const ratings of [0, 6, 2.5])
      expect(createReviewSchema.safeParse({ ratings, comment: 'ok' }).success).toBe(false);
    expect(createReviewSchema.parse({ ratings: '4', comment: 'ok', userName: 'forged' })).toEqual({
      ratings: 4,
      comment: 'ok',
    });
  });
});
