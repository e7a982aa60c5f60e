import { remotePages, type RemotePageEntry } from './remotes';

/**
 * The public pages the shell's render server draws (docs/server-rendering.md), by the id the shell
 * loads them by: the remote's server build exposes each and its loader under the same names, and the
 * web tier sends their addresses to the render server. Only pages a visitor may read: a signed-in page
 * is drawn in the browser. A list apart from the contract table, which every browser downloads.
 */
export const serverRenderedPageIds = ['storefront/HomePage', 'storefront/PartPage', 'storefront/DevicePage'] as const;

export const serverRenderedPages = (): readonly RemotePageEntry[] =>
  remotePages.filter((page) => (serverRenderedPageIds as readonly string[]).includes(page.id) && !page.signedIn);
