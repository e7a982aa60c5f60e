import { shopName } from '@phoneparts/contracts';
import type { RemotePageHead } from '@phoneparts/shared-ui';
import { escapeHtml } from './page-template';

/**
 * The tags a search engine and a link preview read in a server-rendered page's <head>
 * (docs/server-rendering.md): the description, the canonical address (the page's path, without its
 * query: `/?page=2` is the home page), Open Graph and, for a part, its schema.org Product as JSON-LD.
 * A page's picture is also preloaded at high priority: it is the largest thing the page paints, and
 * without the hint the browser fetches it only after the scripts the head preloads.
 */
export function headTags(head: RemotePageHead, canonicalUrl: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonicalUrl),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          `<link rel="preload" as="image" href="${escapeHtml(head.image)}" fetchpriority="high">`,
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ];
  if (head.jsonLd) {
    const data = withOfferUrl(head.jsonLd, canonicalUrl);
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('');
}

/** A Product's Offer is sold at the page's canonical address. */
function withOfferUrl(data: Record<string, unknown>, url: string): Record<string, unknown> {
  const offers = data.offers as Record<string, unknown> | undefined;
  return offers && typeof offers === 'object' ? { ...data, offers: { ...offers, url } } : data;
}

/** JSON inside a script element: nothing in it can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
