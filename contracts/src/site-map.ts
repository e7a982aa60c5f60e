/**
 * Every page of the shop, shell and remotes alike: its full route, who may see it, and the document
 * title and meta description it shows. The shell sets the title and description from this table on
 * every route change, the dashboard routes its pages from it, and the browser tests visit every
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
  description: string;
}

export const shopName = 'Phone Parts Shop';
export const defaultPageDescription = `${shopName}: screens, batteries, back glass, cameras and more for iPhone, Galaxy and Pixel, in stock and shipped worldwide.`;

/** The dashboard remote's pages, under /dashboard (its routes are relative to it). */
export const dashboardPages = {
  home: {
    path: '/dashboard',
    access: 'signedIn',
    title: 'Dashboard',
    description: 'Your orders, profile and reviews; for admins, users, products and all orders.',
  },
  myProfile: {
    path: '/dashboard/myProfile',
    access: 'signedIn',
    title: 'My Profile',
    description: 'Your profile: education, location, phone and links.',
  },
  updateProfile: {
    path: '/dashboard/updateProfile',
    access: 'signedIn',
    title: 'Update Profile',
    description: 'Change your education, location, phone and links.',
  },
  account: {
    path: '/dashboard/account',
    access: 'signedIn',
    title: 'Account',
    description: 'Change your password or email, download your data or delete your account.',
  },
  myOrders: {
    path: '/dashboard/myOrders/:email',
    access: 'signedIn',
    title: 'My Orders',
    description: 'Your orders: pay, follow or cancel them.',
  },
  order: {
    path: '/dashboard/orders/:id',
    access: 'signedIn',
    title: 'Order details',
    description: 'One order: its status, history and tracking number; pay or cancel it while unpaid.',
  },
  addReview: {
    path: '/dashboard/addReview',
    access: 'signedIn',
    title: 'Add a Review',
    description: 'Tell other buyers about the parts you ordered.',
  },
  allUsers: {
    path: '/dashboard/allUsers',
    access: 'admin',
    title: 'All Users',
    description: 'Manage users: make admin or delete.',
  },
  allOrders: {
    path: '/dashboard/allOrders',
    access: 'admin',
    title: 'All Orders',
    description: 'Every order, its payment and shipping.',
  },
  addProducts: {
    path: '/dashboard/addProducts',
    access: 'admin',
    title: 'Add a Product',
    description: 'Add a part to the catalogue.',
  },
  allProducts: {
    path: '/dashboard/allProducts',
    access: 'admin',
    title: 'Manage Products',
    description: 'Update or delete the parts of the catalogue.',
  },
  updateProduct: {
    path: '/dashboard/updateProduct/:id',
    access: 'admin',
    title: 'Update Product',
    description: 'Change a part of the catalogue.',
  },
} as const satisfies Record<string, SitePage>;

export type DashboardPageId = keyof typeof dashboardPages;

/** The storefront remote's pages. */
export const storefrontPages = {
  home: {
    path: '/',
    access: 'anyone',
    title: `${shopName} — quality mobile phone parts`,
    description: defaultPageDescription,
  },
  part: {
    path: '/parts/:sku',
    access: 'anyone',
    title: 'Part',
    description: 'A phone part: its price and quantity prices, stock, the models it fits and its warranty.',
  },
  device: {
    path: '/devices/:brand/:model',
    access: 'anyone',
    title: 'Parts by device',
    description: 'Every part that fits one phone model, by category: screens, batteries, cameras and more.',
  },
  purchase: {
    path: '/purchase/:id',
    access: 'signedIn',
    title: 'Order a part',
    description: 'Choose the quantity, phone number and delivery address for your order.',
  },
  payment: {
    path: '/payment/:id',
    access: 'signedIn',
    title: 'Pay for your order',
    description: 'Pay for your phone parts order by card.',
  },
  cart: {
    path: '/cart',
    access: 'signedIn',
    title: 'Your cart',
    description: 'The parts in your cart: change quantities, then order them all at once and pay once.',
  },
  quickOrder: {
    path: '/quick-order',
    access: 'signedIn',
    title: 'Quick order',
    description:
      'Order by part number: paste SKUs and quantities or upload a CSV file, check each line, add them to your cart.',
  },
} as const satisfies Record<string, SitePage>;

/** The shell's own pages (sign-in and its landing pages). */
export const shellPages = {
  login: {
    path: '/login',
    access: 'anyone',
    title: 'Login',
    description: `Sign in to ${shopName} with your email and password or your Google account.`,
  },
  signUp: {
    path: '/signUp',
    access: 'anyone',
    title: 'Sign Up',
    description: `Create your ${shopName} account to order parts and follow your orders.`,
  },
  resetPassword: {
    path: '/resetPassword',
    access: 'anyone',
    title: 'Forgot Password',
    description: 'Get an email with a link to set a new password.',
  },
  verifyEmail: {
    path: '/verify-email',
    access: 'anyone',
    title: 'Verify your email',
    description: 'Confirm the email address of your account.',
  },
  confirmEmail: {
    path: '/confirm-email',
    access: 'anyone',
    title: 'New email address',
    description: 'Confirm the new email address of your account.',
  },
  // The link of the back-in-stock confirmation mail (contracts' withdrawStockAlertPath).
  withdrawStockAlert: {
    path: '/stock-alerts/withdraw',
    access: 'anyone',
    title: 'Stop the back-in-stock mail',
    description: 'Withdraw your request to be told by email when a part is back in stock.',
  },
  googleDone: {
    path: '/auth/google/done',
    access: 'anyone',
    title: 'Signing in',
    description: `Finishing your Google sign-in to ${shopName}.`,
  },
} as const satisfies Record<string, SitePage>;

/**
 * The 404 of any other path (docs/product.md#210-not-found), and of any other path under /dashboard (shown by the
 * dashboard, signed in).
 */
export const notFoundPage: SitePage = {
  path: '*',
  access: 'anyone',
  title: 'Page not found',
  description: defaultPageDescription,
};
const dashboardNotFound: SitePage = { ...notFoundPage, path: '/dashboard/*', access: 'signedIn' };

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
