import { dashboardPages } from '@phoneparts/contracts';

/**
 * /robots.txt: crawlers read the public catalogue and stay out of the pages that are a visitor's own
 * (the dashboard, the cart, payment, ordering, the account and sign-in pages), which are drawn in the
 * browser behind sign-in and hold nothing to index. Names the sitemap.
 */
export const privatePaths = [
  dashboardPages.home.path,
  '/cart',
  '/payment/',
  '/purchase/',
  '/quick-order',
  '/login',
  '/signUp',
  '/resetPassword',
  '/verify-email',
  '/confirm-email',
  '/auth/',
  '/stock-alerts/',
] as const;

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\n${privatePaths.map((path) => `Disallow: ${path}\n`).join('')}Allow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
