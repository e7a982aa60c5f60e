import { dashboardPages as pages } from '@phoneparts/contracts';

/**
 * Links to the dashboard's pages. The shell mounts this remote at `/dashboard/*` (docs/product.md#28-dashboard), and
 * so does the standalone host, so links use full paths, spelled once in the shop's site map (contracts).
 */
export const dashboardBase = pages.home.path;

/** A page's pattern with its `:params` filled in (encoded). */
const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));

export const dashboardPaths = {
  home: pages.home.path,
  myProfile: pages.myProfile.path,
  updateProfile: pages.updateProfile.path,
  account: pages.account.path,
  addresses: pages.addresses.path,
  myOrders: (email: string) => fill(pages.myOrders.path, { email }),
  /** One order's page; the order mails link to it too (contracts' shellPaths.order). */
  order: (id: string) => fill(pages.order.path, { id }),
  addReview: pages.addReview.path,
  allUsers: pages.allUsers.path,
  allOrders: pages.allOrders.path,
  addProducts: pages.addProducts.path,
  allProducts: pages.allProducts.path,
  updateProduct: (id: string) => fill(pages.updateProduct.path, { id }),
  lowStock: pages.lowStock.path,
  importCatalogue: pages.importCatalogue.path,
  shipping: pages.shipping.path,
  tax: pages.tax.path,
  returns: pages.returns.path,
  /** The storefront's payment page, routed by the shell. */
  payment: (orderId: string) => `/payment/${encodeURIComponent(orderId)}`,
  /** The storefront's cart page, where "Order again" lands. */
  cart: '/cart',
  /** The storefront's part page, routed by the shell. */
  part: (partId: string) => `/purchase/${encodeURIComponent(partId)}`,
};
