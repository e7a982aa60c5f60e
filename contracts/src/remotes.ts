/**
 * What the shell expects of each remote: the modules it exposes, the shell route that renders each
 * one, the route parameters and the shell context (`useShop()`: config, api, auth) each page reads.
 * Both sides test against this one table: a remote that stops exposing a module the shell routes to
 * fails its own tests and build, and so does a shell that loads a module no remote promises.
 *
 * Every exposed page is a component that takes no props: everything it needs comes from the route
 * (React Router params) and from the ShopContext the shell provides.
 */
import { dashboardPages, type DashboardPageId } from './site-map';

export type ShopContextKey = 'config' | 'api' | 'auth';

export interface RemotePageContract {
  /** The shell's route (React Router pattern) that renders this module. */
  route: string;
  /** The route parameters the page reads with useParams(); `*` for a page with nested routes. */
  params: readonly string[];
  /** What the page reads from the shell's ShopContext. */
  context: readonly ShopContextKey[];
  /** The shell renders it only for a signed-in user (RequireAuth), so the page may rely on auth.user. */
  signedIn: boolean;
  /**
   * The exposed module holding the page's route loader (its default export, a `RemoteRouteLoader` of
   * shared-ui): the shell's route calls it while the page's own module loads, so the page's code and
   * its data start together and the reads land in the remote's store. A page without one reads as it
   * mounts.
   */
  loader?: `./${string}`;
  /**
   * The exposed module (of the same remote) this page renders inside: a layout is an exposed page whose
   * route begins this page's route and which renders react-router's `<Outlet />` where its pages go.
   * The shell nests the page's route under the layout's, so moving between its pages keeps the layout
   * (its menu and focus) and loads only the new page. A layout's own contract guards its pages: they
   * render only where it renders.
   */
  layout?: `./${string}`;
}

/** Exposed module name (as in the remote's webpack `exposes`, e.g. './HomePage') → its contract. */
export type RemoteContract = Readonly<Record<`./${string}`, RemotePageContract>>;

/** A dashboard page of the site map, in the dashboard's layout, reading the API as a signed-in user. */
function dashboardPage<Id extends DashboardPageId, Loader extends `./${string}` | undefined = undefined>(
  id: Id,
  params: readonly string[],
  loader?: Loader,
) {
  return {
    route: dashboardPages[id].path,
    params,
    context: ['api', 'auth'],
    signedIn: true,
    layout: './DashboardLayout',
    loader: loader as Loader,
  } as const satisfies RemotePageContract;
}

export const remoteContracts = {
  storefront: {
    './HomePage': {
      route: '/',
      params: [],
      context: ['api', 'auth'],
      signedIn: false,
      loader: './HomePageLoader',
    },
    // The public catalogue (docs/product.md#23-public-catalogue): a part by its SKU and the parts of
    // one device, for anyone; ordering stays on /purchase/:id, behind sign-in.
    './PartPage': {
      route: '/parts/:sku',
      params: ['sku'],
      context: ['api', 'auth'],
      signedIn: false,
      loader: './PartPageLoader',
    },
    './DevicePage': {
      route: '/devices/:brand/:model',
      params: ['brand', 'model'],
      context: ['api', 'auth'],
      signedIn: false,
      loader: './DevicePageLoader',
    },
    './PurchasePage': {
      route: '/purchase/:id',
      params: ['id'],
      context: ['api', 'auth'],
      signedIn: true,
      loader: './PurchasePageLoader',
    },
    './PaymentPage': { route: '/payment/:id', params: ['id'], context: ['api', 'auth'], signedIn: true },
    // The top bar's cart link needs none of this page's code: it follows the count the
    // storefront announces (contracts/src/cart-events.ts, docs/decisions/0003).
    './CartPage': {
      route: '/cart',
      params: [],
      context: ['api', 'auth'],
      signedIn: true,
      loader: './CartPageLoader',
    },
    // Order by SKU, pasted or from a CSV file (docs/product.md#13-quick-order); its preview is read on
    // demand, so no loader.
    './QuickOrderPage': { route: '/quick-order', params: [], context: ['api', 'auth'], signedIn: true },
  },
  // Every page of the site map's dashboard part (site-map.ts) inside the dashboard's layout (its side
  // menu); the admin pages ask the server themselves. The pages whose first read needs only the
  // address have a loader; the others read by the account's email, which a cold load has not read yet.
  dashboard: {
    './DashboardLayout': { route: dashboardPages.home.path, params: [], context: ['auth'], signedIn: true },
    './DashboardHomePage': dashboardPage('home', []),
    './MyProfilePage': dashboardPage('myProfile', []),
    './UpdateProfilePage': dashboardPage('updateProfile', []),
    './AccountPage': dashboardPage('account', [], './AccountPageLoader'),
    './MyOrdersPage': dashboardPage('myOrders', ['email']),
    './OrderPage': dashboardPage('order', ['id'], './OrderPageLoader'),
    './AddReviewPage': dashboardPage('addReview', []),
    './AllUsersPage': dashboardPage('allUsers', [], './AllUsersPageLoader'),
    './AllOrdersPage': dashboardPage('allOrders', [], './AllOrdersPageLoader'),
    './AddProductPage': dashboardPage('addProducts', []),
    './AllProductsPage': dashboardPage('allProducts', [], './AllProductsPageLoader'),
    './UpdateProductPage': dashboardPage('updateProduct', ['id'], './UpdateProductPageLoader'),
    './LowStockPage': dashboardPage('lowStock', [], './LowStockPageLoader'),
    // Reads nothing until a file is chosen (docs/product.md#22-import-and-export), so no loader.
    './CatalogueImportPage': dashboardPage('importCatalogue', []),
    './AddressesPage': dashboardPage('addresses', [], './AddressesPageLoader'),
    './ShippingPage': dashboardPage('shipping', [], './ShippingPageLoader'),
    './TaxPage': dashboardPage('tax', [], './TaxPageLoader'),
    './ReturnsPage': dashboardPage('returns', [], './ReturnsPageLoader'),
    // Any other /dashboard/… path: the 404 inside the dashboard's layout.
    './DashboardNotFoundPage': {
      route: '/dashboard/*',
      params: ['*'],
      context: [],
      signedIn: true,
      layout: './DashboardLayout',
    },
  },
} as const satisfies Record<string, RemoteContract>;

export type RemoteName = keyof typeof remoteContracts;
export const remoteNames = Object.keys(remoteContracts) as RemoteName[];

export interface RemotePageEntry extends RemotePageContract {
  remote: RemoteName;
  /** The exposed module, e.g. './PaymentPage'. */
  expose: string;
  /** The id the shell loads it by, e.g. 'storefront/PaymentPage'. */
  id: string;
}

/** Every contracted page of every remote, in table order (the shell routes them in this order). */
export const remotePages: readonly RemotePageEntry[] = remoteNames.flatMap((remote) =>
  Object.entries(remoteContracts[remote] as RemoteContract).map(([expose, page]) => ({
    ...page,
    remote,
    expose,
    id: `${remote}/${expose.slice(2)}`,
  })),
);
