import { checkoutMessages as m } from '../messages/checkout-messages';
import { cartCheckoutSchemaFor, cartQuoteSchema } from './checkout';

const uk = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'ec1y 8sy', country: 'gb' };
const cartCheckoutSchema = cartCheckoutSchemaFor('US');
const body = { phone: '+44 20 7946 0958', address: uk, shippingMethodId: 'm1' };
const messagesOf = (input: unknown) => cartCheckoutSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('cart checkout body', () => {
  it('takes the issue’s shape: phone in E.164, a tidied address, optional PO number and note', () => {
    expect(cartCheckoutSchema.parse({ ...body, poNumber: ' PO-1 ', note: 'Back door.\nThanks' })).toEqual({
      phone: '+442079460958',
      address: { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' },
      shippingMethodId: 'm1',
      poNumber: 'PO-1',
      note: 'Back door.\nThanks',
    });
    const blank = cartCheckoutSchema.parse({ ...body, poNumber: '  ', note: null });
    expect([blank.poNumber, blank.note]).toEqual([undefined, undefined]);
  });

  it('bounds the PO number (35, one line) and the note (500)', () => {
    expect(messagesOf({ ...body, poNumber: 'P'.repeat(35) })).toEqual([]);
    expect(messagesOf({ ...body, poNumber: 'P'.repeat(36) })).toEqual([m.poNumberTooLong(35)]);
    expect(messagesOf({ ...body, poNumber: 'PO\n1' })).toHaveLength(1);
    expect(messagesOf({ ...body, note: 'n'.repeat(501) })).toEqual([m.noteTooLong(500)]);
  });

  it('wants exactly one of a saved address and a new one, and a shipping method', () => {
    expect(messagesOf({ ...body, addressId: 'a1' })).toEqual([m.addressChoiceBoth]);
    expect(messagesOf({ phone: body.phone, shippingMethodId: 'm1' })).toEqual([m.addressChoiceRequired]);
    expect(messagesOf({ phone: body.phone, address: uk })).toEqual([m.shippingMethodRequired]);
    expect(cartQuoteSchema.parse({ addressId: 'a1', shippingMethodId: 'm1' })).toEqual({
      addressId: 'a1',
      shippingMethodId: 'm1',
    });
  });

  it('reads the quote a client sends back (a whole quote is fine), and refuses amounts that are not', () => {
    const quote = { goods: 487.5, shipping: 5.95, tax: 98.69, total: 592.14, taxRate: 20, shippingMethod: {} };
    expect(cartCheckoutSchema.parse({ ...body, quote }).quote).toEqual({
      goods: 487.5,
      shipping: 5.95,
      tax: 98.69,
      total: 592.14,
    });
    for (const bad of [-1, 0.001, 1e10, '5'])
      expect(messagesOf({ ...body, quote: { ...quote, total: bad } })).toEqual([m.quoteInvalid]);
  });
});
