/**
 * The dashboard's routes. The shell mounts this remote at `/dashboard/*` (spec §2), and so does the
 * standalone host, so links use full paths: one spelling for the nested <Routes> segments and the links.
 */
const dashboardBase = '/dashboard';

export const routeSegments = {
  myProfile: 'myProfile',
  updateProfile: 'updateProfile',
  myOrders: 'myOrders',
  addReview: 'addReview',
  allUsers: 'allUsers',
  allOrders: 'allOrders',
  addProducts: 'addProducts',
  allProducts: 'allProducts',
  updateProduct: 'updateProduct',
} as const;

const under = (segment: string) => `${dashboardBase}/${segment}`;

export const dashboardPaths = {
  home: dashboardBase,
  myProfile: under(routeSegments.myProfile),
  updateProfile: under(routeSegments.updateProfile),
  myOrders: (email: string) => `${under(routeSegments.myOrders)}/${encodeURIComponent(email)}`,
  addReview: under(routeSegments.addReview),
  allUsers: under(routeSegments.allUsers),
  allOrders: under(routeSegments.allOrders),
  addProducts: under(routeSegments.addProducts),
  allProducts: under(routeSegments.allProducts),
  updateProduct: (id: string) => `${under(routeSegments.updateProduct)}/${encodeURIComponent(id)}`,
  /** The storefront's payment page, routed by the shell. */
  payment: (orderId: string) => `/payment/${encodeURIComponent(orderId)}`,
};
