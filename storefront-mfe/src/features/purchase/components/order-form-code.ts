// The order form brings react-hook-form: a chunk of its own, loaded on demand by the part page's route
// loader (beside the part's read) or by the page itself, never by the home page.
type OrderFormModule = typeof import('./order-form');

let loaded: OrderFormModule | undefined;

/** Loads the order form's code (once). */
export const loadOrderForm = (): Promise<OrderFormModule> => import('./order-form').then((module) => (loaded = module));

/** The order form's module if it has arrived: the page then draws the form without a Suspense frame. */
export const loadedOrderForm = (): OrderFormModule | undefined => loaded;
