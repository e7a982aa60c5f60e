import { lazy, type ComponentType } from 'react';

type PagePreview = ComponentType<{ id: string }>;

/**
 * Previews the shell draws of a remote page from its prefetched first read (`firstReads` in the
 * contract) while the remote's code loads, by page id. Each is a chunk of its own, loaded only on the
 * page that has one: the home page's first load does not carry them.
 */
const previewLoaders: Record<string, () => Promise<{ default: PagePreview }>> = {
  'storefront/PurchasePage': () => import('./part-page-preview'),
};

export const pagePreviews: Record<string, PagePreview> = Object.fromEntries(
  Object.entries(previewLoaders).map(([id, load]) => [id, lazy(load)]),
);

/**
 * Starts loading the preview of the page opened first (with its reads), before React renders it.
 * Settles once it has arrived or failed (drawing it then reports the failure: a loader stays).
 */
export function preloadPagePreview(id: string): Promise<unknown> {
  return previewLoaders[id]?.().catch(() => undefined) ?? Promise.resolve();
}
