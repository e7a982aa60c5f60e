import { documentTitle, sitePageFor } from '@phoneparts/contracts';

/** The document title and meta description of each route (search results and browser tabs show them). */
export interface PageMeta {
  title: string;
  description: string;
}

/** The route's page in the shop's site map (contracts), shell and remote pages alike; unknown paths are the 404. */
export function pageMetaFor(pathname: string): PageMeta {
  const page = sitePageFor(pathname);
  return { title: documentTitle(page), description: page.description };
}
