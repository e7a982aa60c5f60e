import {
  documentTitle,
  partCategoryLabels,
  stockStateLabels,
  type PublicPart,
  type StockState,
} from '@phoneparts/contracts';
import { formatMoney, type RemotePageHead } from '@phoneparts/shared-ui';

/** schema.org's words for a part's stock state (an Offer's `availability`). */
const availability: Record<StockState, string> = {
  'in-stock': 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
};

/**
 * What a search engine reads of a part's page besides its content (docs/server-rendering.md): its
 * title, a description with its price, stock and models, its picture, and a schema.org Product with
 * its Offer (name, SKU, brand, price, currency, availability) as JSON-LD.
 */
export function partPageHead(part: PublicPart, pictureUrl: string, currency: string): RemotePageHead {
  const fits =
    part.brand && part.models.length ? ` Fits ${part.models.map((m) => `${part.brand} ${m}`).join(', ')}.` : '';
  const category = part.category ? `${partCategoryLabels[part.category]}, ` : '';
  const bands = part.priceBands.length
    ? ` From ${formatMoney(Math.min(...part.priceBands.map((band) => band.price)))} in quantity.`
    : '';
  return {
    title: documentTitle({ title: part.name }),
    description: `${part.name} (${category}SKU ${part.sku}): ${formatMoney(part.price)} a unit, ${stockStateLabels[part.stock].toLowerCase()}.${bands}${fits}`,
    type: 'product',
    image: pictureUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: part.name,
      sku: part.sku,
      ...(part.brand ? { brand: { '@type': 'Brand', name: part.brand } } : {}),
      image: pictureUrl,
      ...(part.description ? { description: part.description } : {}),
      offers: {
        '@type': 'Offer',
        price: part.price.toFixed(2),
        priceCurrency: currency,
        availability: availability[part.stock],
      },
    },
  };
}
