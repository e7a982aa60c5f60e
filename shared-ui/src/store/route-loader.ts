import type { ApiClient } from '../api/api-client';

/** What the shell's route hands a remote page's loader: the route's match and the shop's one API client. */
export interface RemoteRouteLoaderArgs {
  /** The route's parameters, as the page's `useParams()` gives them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The navigation's request: its URL carries the address's query. */
  request: Request;
  api: ApiClient;
}

/**
 * A remote page's route loader (the default export of the module its contract names in `loader`). The
 * shell's react-router route calls it while the page's own code loads; it starts the page's reads in the
 * remote's store (`store.dispatch(api.endpoints.x.initiate(...))`), so the page's hooks find them there,
 * and settles once what the first screen needs has arrived. It never needs to reject: a failed read is
 * the page's to show, from the store. It may settle with a `RemotePageOutcome`: what a server render
 * of the page answers with (docs/server-rendering.md).
 */
export type RemoteRouteLoader = (args: RemoteRouteLoaderArgs) => Promise<RemotePageOutcome | null | undefined | void>;

/** What a search engine reads of a page besides its content (the render server writes it in <head>). */
export interface RemotePageHead {
  /** The document title, whole ('iPhone 13 OLED — Phone Parts Shop'). */
  title: string;
  description: string;
  /** Open Graph's type: 'product' for a part, 'website' otherwise. */
  type?: 'website' | 'product';
  /** An absolute picture URL (og:image). */
  image?: string;
  /** schema.org data (JSON-LD), e.g. a Product with its Offer. */
  jsonLd?: Record<string, unknown>;
}

/** A page loader's word to a server render: the HTTP status (an unknown SKU's 404) and the page's head. */
export interface RemotePageOutcome {
  status?: number;
  head?: RemotePageHead;
}
