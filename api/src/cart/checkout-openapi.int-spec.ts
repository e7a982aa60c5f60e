import { createTestApp, type TestApp } from '../../test/test-app';

/** The OpenAPI page (GET /docs/json) describes both bodies POST /cart/checkout takes, not "any". */
describe('the OpenAPI description of POST /cart/checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is one of the structured body and the order form’s one-line body', async () => {
    const doc = (await t.http.get('/docs/json').expect(200)).body;
    const schema = doc.paths['/cart/checkout'].post.requestBody.content['application/json'].schema;
    expect(schema.oneOf).toHaveLength(2);
    const [structured, asWritten] = schema.oneOf;
    expect(structured.required).toEqual(expect.arrayContaining(['phone', 'shippingMethodId']));
    expect(Object.keys(structured.properties)).toEqual(
      expect.arrayContaining(['phone', 'addressId', 'address', 'shippingMethodId', 'poNumber', 'note']),
    );
    expect(asWritten).toMatchObject({
      required: ['phone', 'address'],
      properties: { phone: { type: 'string' }, address: { type: 'string' } },
    });
    // The spec's order form is documented too, with its phone.
    const order = doc.paths['/myOrders'].post.requestBody.content['application/json'].schema;
    expect(order.required).toEqual(expect.arrayContaining(['productId', 'quantity', 'phone', 'address']));
  });
});
