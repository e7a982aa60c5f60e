import { type RemoteRouteLoader } from '@phoneparts/shared-ui';
import { dashboardStore } from '../store/dashboard-store';

type Dispatch = ReturnType<typeof dashboardStore.storeFor>['dispatch'];

interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** Read the server at every visit, as the pages do (orders change in other hands too). */
export const everyVisit = { subscribe: false, forceRefetch: true } as const;

/**
 * A dashboard page's route loader: starts the page's first read in the dashboard's store, asking exactly
 * as the page does (the same query builder), so the page's hook finds the answer there; settles when the
 * read has (a refused read, e.g. an admin page opened by a customer, is the page's to show).
 */
export function dashboardPageLoader(firstRead: (dispatch: Dispatch, page: PageAddress) => Promise<unknown>) {
  const loader: RemoteRouteLoader = async ({ params, request, api }) => {
    await firstRead(dashboardStore.storeFor(api).dispatch, { params, search: new URL(request.url).searchParams });
    return null;
  };
  return loader;
}
