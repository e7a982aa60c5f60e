/**
 * Every page of the shop, shell and remotes alike: its full route, who may see it, and the document
 * title it shows (its meta description is in page-descriptions.ts). The shell sets the title from this
 * table on every route change, the dashboard routes its pages from it, and the browser tests visit every
 * entry for every role (axe-core, one h1, the title) — a page added here is checked without more work.
 */
export type PageAccess = 'anyone' | 'signedIn' | 'admin';

export interface SitePage {
  /** React Router pattern of the full path, e.g. '/dashboard/updateProduct/:id'. */
  path: string;
  /** Who sees the page; others are sent to /login (docs/product.md#6-permissions). */
  access: PageAccess;
  /** The document title before the shop's name ('Login' → 'Login — Phone Parts Shop'). */
  title: string;
}

export const shopName = 'Phone Parts Shop';
export const defaultPageDescription = `${shopName}: screens, batteries, back glass, cameras and more for iPhone, Galaxy and Pixel, in stock and shipped worldwide.`;

/** The dashboard remote's pages, under /dashboard (its routes are relative to it). */
export const dashboardPages = {
  home: {
    path: '/dashboard',
    access: 'signedIn',
    title: 'Dashboard',
  },
  myProfile: {
    path: '/dashboard/myProfile',
    access: 'signedIn',
    title: 'My Profile',
  },
  updateProfile: {
    path: '/dashboard/updateProfile',
    access: 'signedIn',
    title: 'Update Profile',
  },
  account: {
    path: '/dashboard/account',
    access: 'signedIn',
    title: 'Account',
  },
  myOrders: {
    path: '/dashboard/myOrders/:email',
    access: 'signedIn',
    title: 'My Orders',
  },
  order: {
    path: '/dashboard/orders/:id',
    access: 'signedIn',
    title: 'Order details',
  },
  addresses: {
    path: '/dashboard/addresses',
    access: 'signedIn',
    title: 'Address book',
  },
  addReview: {
    path: '/dashboard/addReview',
    access: 'signedIn',
    title: 'Add a Review',
  },
  allUsers: {
    path: '/dashboard/allUsers',
    access: 'admin',
    title: 'All Users',
  },
  allOrders: {
    path: '/dashboard/allOrders',
    access: 'admin',
    title: 'All Orders',
  },
  addProducts: {
    path: '/dashboard/addProducts',
    access: 'admin',
    title: 'Add a Product',
  },
  allProducts: {
    path: '/dashboard/allProducts',
    access: 'admin',
    title: 'Manage Products',
  },
  updateProduct: {
    path: '/dashboard/updateProduct/:id',
    access: 'admin',
    title: 'Update Product',
  },
  lowStock: {
    path: '/dashboard/lowStock',
    access: 'admin',
    title: 'Low stock',
  },
  importCatalogue: {
    path: '/dashboard/import',
    access: 'admin',
    title: 'Import and export',
  },
  shipping: {
    path: '/dashboard/shipping',
    access: 'admin',
    title: 'Shipping methods',
  },
  tax: {
    path: '/dashboard/tax',
    access: 'admin',
    title: 'Tax',
  },
  returns: {
    path: '/dashboard/returns',
    access: 'admin',
    title: 'Returns',
  },
} as const satisfies Record<string, SitePage>;

export type DashboardPageId = keyof typeof dashboardPages;

/** The storefront remote's pages. */
export const storefrontPages = {
  home: {
    path: '/',
    access: 'anyone',
    title: `${shopName} — quality mobile phone parts`,
  },
  part: {
    path: '/parts/:sku',
    access: 'anyone',
    title: 'Part',
  },
  device: {
    path: '/devices/:brand/:model',
    access: 'anyone',
    title: 'Parts by device',
  },
  purchase: {
    path: '/purchase/:id',
    access: 'signedIn',
    title: 'Order a part',
  },
  payment: {
    path: '/payment/:id',
    access: 'signedIn',
    title: 'Pay for your order',
  },
  cart: {
    path: '/cart',
    access: 'signedIn',
    title: 'Your cart',
  },
  quickOrder: {
    path: '/quick-order',
    access: 'signedIn',
    title: 'Quick order',
  },
} as const satisfies Record<string, SitePage>;

/** The shell's own pages (sign-in and its landing pages). */
export const shellPages = {
  login: {
    path: '/login',
    access: 'anyone',
    title: 'Login',
  },
  signUp: {
    path: '/signUp',
    access: 'anyone',
    title: 'Sign Up',
  },
  resetPassword: {
    path: '/resetPassword',
    access: 'anyone',
    title: 'Forgot Password',
  },
  verifyEmail: {
    path: '/verify-email',
    access: 'anyone',
    title: 'Verify your email',
  },
  confirmEmail: {
    path: '/confirm-email',
    access: 'anyone',
    title: 'New email address',
  },
  // The link of the back-in-stock confirmation mail (contracts' withdrawStockAlertPath).
  withdrawStockAlert: {
    path: '/stock-alerts/withdraw',
    access: 'anyone',
    title: 'Stop the back-in-stock mail',
  },
  googleDone: {
    path: '/auth/google/done',
    access: 'anyone',
    title: 'Signing in',
  },
} as const satisfies Record<string, SitePage>;

/**
 * The 404 of any other path (docs/product.md#210-not-found), and of any other path under /dashboard (shown by the
 * dashboard, signed in).
 */
export const notFoundPage = {
  path: '*',
  access: 'anyone',
  title: 'Page not found',
} as const satisfies SitePage;
const dashboardNotFound = { ...notFoundPage, path: '/dashboard/*', access: 'signedIn' } as const satisfies SitePage;

/** The path of every page of the site map, the 404s included (page-descriptions.ts is keyed by it). */
export type SitePagePath =
  | (typeof storefrontPages)[keyof typeof storefrontPages]['path']
  | (typeof shellPages)[keyof typeof shellPages]['path']
  | (typeof dashboardPages)[DashboardPageId]['path']
  | typeof dashboardNotFound.path
  | typeof notFoundPage.path;

/** Every page, first match wins; `sitePageFor` falls back to the 404. */
export const sitePages: readonly SitePage[] = [
  ...Object.values(storefrontPages),
  ...Object.values(shellPages),
  ...Object.values(dashboardPages),
  dashboardNotFound,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/purchase/:id` → /^\/purchase\/[^/]+\/?$/: a parameter is one non-empty segment, a final `*` the rest. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment === '*' ? '.+' : segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const patterns = sitePages.map((page) => [pathPattern(page.path), page] as const);

/** The page a pathname shows: its entry in `sitePages`, else the 404 page. */
export function sitePageFor(pathname: string): SitePage {
  return patterns.find(([pattern]) => pattern.test(pathname))?.[1] ?? notFoundPage;
}

/** The document title of a page: its title, then the shop's name (unless the title already starts with it). */
export function documentTitle(page: Pick<SitePage, 'title'>): string {
  return page.title.startsWith(shopName) ? page.title : `${page.title} — ${shopName}`;
}
