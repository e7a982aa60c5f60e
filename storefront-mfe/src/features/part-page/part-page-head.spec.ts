import type { PublicPart } from '@phoneparts/contracts';
import { partPageHead } from './part-page-head';

const part = {
  _id: 'p1',
  sku: 'IP13-OLED',
  name: 'iPhone 13 OLED',
  brand: 'Apple',
  models: ['iPhone 13', 'iPhone 13 Pro'],
  category: 'screen',
  grade: 'OEM',
  price: 40,
  priceBands: [{ minQuantity: 10, price: 36 }],
  minQuantity: 2,
  availableQuantity: 30,
  stock: 'low',
  warrantyDays: 90,
  picture: '/pictures/p1.png',
  description: 'A screen.',
} as unknown as PublicPart;

describe("a part page's head", () => {
  it('reads as a product: title, description with price and models, and a schema.org Product with its Offer', () => {
    const head = partPageHead(part, 'https://api.example/pictures/p1.png', 'EUR');
    expect(head.title).toBe('iPhone 13 OLED — Phone Parts Shop');
    expect(head.type).toBe('product');
    expect(head.description).toContain('SKU IP13-OLED');
    expect(head.description).toContain('Fits Apple iPhone 13, Apple iPhone 13 Pro.');
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'iPhone 13 OLED',
      sku: 'IP13-OLED',
      brand: { '@type': 'Brand', name: 'Apple' },
      image: 'https://api.example/pictures/p1.png',
      description: 'A screen.',
      offers: {
        '@type': 'Offer',
        price: '40.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/LimitedAvailability',
      },
    });
  });

  it.each([
    ['in-stock', 'https://schema.org/InStock'],
    ['out', 'https://schema.org/OutOfStock'],
  ] as const)('says %s as %s', (stock, availability) => {
    const head = partPageHead({ ...part, stock }, 'https://x/p.png', 'USD');
    expect((head.jsonLd!.offers as { availability: string }).availability).toBe(availability);
  });
});
