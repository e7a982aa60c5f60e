import { listLimits, pageCount } from '../lists';
import { catalogueMessages, listMessages as m } from '../messages';
import {
  orderListQuerySchema,
  overviewQuerySchema,
  pageQuerySchema,
  partListQuerySchema,
  userListQuerySchema,
} from './list-queries';
import { addProductSchema, updateProductSchema } from './product';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('page and limit', () => {
  it('default to the first page of 24', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: listLimits.default });
    expect(pageQuerySchema.parse({ page: '', limit: ' ' })).toEqual({ page: 1, limit: 24 });
  });

  it('read whole numbers up to the maximum', () => {
    expect(pageQuerySchema.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
  });

  it.each([
    [{ page: '0' }, m.pageInvalid],
    [{ page: '-1' }, m.pageInvalid],
    [{ page: '1.5' }, m.pageInvalid],
    [{ page: '1e3' }, m.pageInvalid],
    [{ page: 'two' }, m.pageInvalid],
    [{ limit: '0' }, m.limitInvalid(100)],
    [{ limit: '101' }, m.limitInvalid(100)],
    [{ limit: '99999999999' }, m.limitInvalid(100)],
    [{ page: ['1', '2'] }, m.givenTwice('page')],
  ])('refuse %j', (query, message) => {
    expect(messagesOf(pageQuerySchema.safeParse(query))).toEqual([message]);
  });
});

describe('GET /parts query', () => {
  it('takes search, filters and sort; blank ones count as absent', () => {
    expect(
      partListQuerySchema.parse({
        q: ' iPhone 13 ',
        brand: 'Apple',
        model: '',
        category: 'screen',
        sort: 'price-desc',
      }),
    ).toEqual({
      page: 1,
      limit: 24,
      q: 'iPhone 13',
      brand: 'Apple',
      category: 'screen',
      sort: 'price-desc',
    });
    expect(partListQuerySchema.parse({}).sort).toBe('default');
  });

  it("takes Manage Products' stock filter and stock order", () => {
    expect(partListQuerySchema.parse({ stock: 'out', sort: 'stock-asc' })).toMatchObject({
      stock: 'out',
      sort: 'stock-asc',
    });
    expect(partListQuerySchema.parse({ stock: ' ' }).stock).toBeUndefined();
    expect(messagesOf(partListQuerySchema.safeParse({ stock: 'low' }))).toEqual([
      m.oneOf('stock', ['orderable', 'out']),
    ]);
  });

  it('refuses unknown categories and sorts, long or control-character text, repeated values', () => {
    expect(messagesOf(partListQuerySchema.safeParse({ category: 'screens' }))[0]).toMatch(
      /^category must be one of: screen, battery/,
    );
    expect(messagesOf(partListQuerySchema.safeParse({ sort: 'ascending' }))[0]).toBe(
      m.oneOf('sort', ['default', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'stock-asc']),
    );
    expect(messagesOf(partListQuerySchema.safeParse({ q: 'x'.repeat(101) }))).toEqual([m.tooLong('q', 100)]);
    expect(messagesOf(partListQuerySchema.safeParse({ brand: 'Ap\u0007ple' }))).toEqual([m.controlCharacters('brand')]);
    expect(messagesOf(partListQuerySchema.safeParse({ brand: ['Apple', 'Samsung'] }))).toEqual([m.givenTwice('brand')]);
  });
});

describe('GET /myOrders query', () => {
  it('filters by status and email, newest first by default', () => {
    expect(orderListQuerySchema.parse({ status: 'paid', email: 'alice' })).toEqual({
      page: 1,
      limit: 24,
      status: 'paid',
      email: 'alice',
      sort: 'newest',
    });
    expect(messagesOf(orderListQuerySchema.safeParse({ status: 'lost' }))).toEqual([
      m.oneOf('status', ['placed', 'paid', 'shipped', 'cancelled']),
    ]);
    expect(messagesOf(orderListQuerySchema.safeParse({ sort: 'cheapest' }))).toHaveLength(1);
  });
});

describe('GET /users query', () => {
  it('filters by part of the email and by role; blank ones count as absent', () => {
    expect(userListQuerySchema.parse({ email: ' ana@ ', role: 'customer' })).toEqual({
      page: 1,
      limit: 24,
      email: 'ana@',
      role: 'customer',
    });
    expect(userListQuerySchema.parse({ email: '', role: '' })).toEqual({ page: 1, limit: 24 });
    expect(messagesOf(userListQuerySchema.safeParse({ role: 'owner' }))).toEqual([
      m.oneOf('role', ['admin', 'customer']),
    ]);
    expect(messagesOf(userListQuerySchema.safeParse({ email: 'a\u0000b' }))).toEqual([m.controlCharacters('email')]);
  });
});

describe('GET /admin/overview query', () => {
  it('counts 30 days in UTC unless told otherwise', () => {
    expect(overviewQuerySchema.parse({})).toEqual({ days: 30, tz: 'UTC' });
    expect(overviewQuerySchema.parse({ days: '7', tz: 'America/New_York' })).toEqual({
      days: 7,
      tz: 'America/New_York',
    });
  });

  it.each([{ tz: 'Mars/Olympus' }, { tz: "UTC'; drop table orders" }, { days: '91' }, { days: '0' }])(
    'refuses %j',
    (query) => {
      expect(messagesOf(overviewQuerySchema.safeParse(query))).toHaveLength(1);
    },
  );
});

describe('the catalogue fields of the product forms', () => {
  const product = {
    name: 'Screen',
    sku: 'SCR-1',
    picture: '/p.svg',
    description: 'd',
    price: 10,
    minQuantity: 1,
    availableQuantity: 5,
  };

  it('are optional: the form without them is valid and sets none of them', () => {
    expect(addProductSchema.parse(product)).toEqual(product);
  });

  it('read models from a list or a comma-separated form field; blank means empty', () => {
    expect(
      addProductSchema.parse({
        ...product,
        brand: ' Apple ',
        models: 'iPhone 13, iPhone 13 mini,, iPhone 13',
        category: 'screen',
      }),
    ).toMatchObject({
      brand: 'Apple',
      models: ['iPhone 13', 'iPhone 13 mini'],
      category: 'screen',
    });
    expect(
      updateProductSchema.parse({ ...product, id: 'x', version: 1, brand: '', models: [], category: '' }),
    ).toMatchObject({ brand: null, models: [], category: null });
  });

  it('say what is wrong with them', () => {
    expect(messagesOf(addProductSchema.safeParse({ ...product, category: 'lens' }))).toEqual([
      catalogueMessages.categoryInvalid,
    ]);
    expect(messagesOf(addProductSchema.safeParse({ ...product, brand: 'b'.repeat(61) }))).toEqual([
      catalogueMessages.brandTooLong(60),
    ]);
    expect(messagesOf(addProductSchema.safeParse({ ...product, models: ['m'.repeat(61)] }))).toEqual([
      catalogueMessages.modelTooLong(60),
    ]);
    expect(
      messagesOf(
        addProductSchema.safeParse({ ...product, models: Array.from({ length: 31 }, (_, i) => `Model ${i}`) }),
      ),
    ).toEqual([catalogueMessages.tooManyModels(30)]);
    expect(messagesOf(addProductSchema.safeParse({ ...product, models: 42 }))).toEqual([
      catalogueMessages.modelsInvalid,
    ]);
  });
});

describe('pageCount', () => {
  it('counts pages, one for an empty list', () => {
    expect([pageCount(0, 24), pageCount(24, 24), pageCount(25, 24)]).toEqual([1, 1, 2]);
  });
});
