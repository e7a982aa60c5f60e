import { documentTitle, sitePageFor } from '@phoneparts/contracts';

/** The document title of a route (browser tabs and search results show it); unknown paths are the 404. */
export function pageTitleFor(pathname: string): string {
  return documentTitle(sitePageFor(pathname));
}

/**
 * The meta description of a route. The descriptions are a module of their own, loaded the first time a
 * page sets its description: the first paint has index.html's, and the shell's entry stays without them.
 */
export async function pageDescriptionFor(pathname: string): Promise<string> {
  const { pageDescriptionFor: descriptionOf } = await import('@phoneparts/contracts/page-descriptions');
  return descriptionOf(sitePageFor(pathname));
}
