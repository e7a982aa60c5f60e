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
 * the page's to show, from the store.
 */
export type RemoteRouteLoader = (args: RemoteRouteLoaderArgs) => Promise<unknown>;
