import { dashboardPaths } from './dashboard-paths';

export interface MenuEntry {
  /** The tile's label (docs/product.md#28-dashboard). */
  label: string;
  to: string;
  /** One line under the label on the home tiles. */
  hint: string;
  icon: MenuIcon;
}

export type MenuIcon =
  | 'profile'
  | 'orders'
  | 'review'
  | 'users'
  | 'allOrders'
  | 'addProduct'
  | 'products'
  | 'lowStock'
  | 'import'
  | 'shipping'
  | 'tax'
  | 'returns';

/**
 * The tiles and the side drawer show the same entries. The order and review entries are for customers only
 * (docs/product.md#1-who-uses-the-shop); admins get the management entries instead. My Profile is for everyone.
 */
export function dashboardMenu(user: { email: string; admin: boolean }): MenuEntry[] {
  const profile: MenuEntry = {
    label: 'My Profile',
    to: dashboardPaths.myProfile,
    hint: 'Your details and photo',
    icon: 'profile',
  };
  if (!user.admin) {
    return [
      profile,
      {
        label: 'My Order',
        to: dashboardPaths.myOrders(user.email),
        hint: 'Pay for or cancel your orders',
        icon: 'orders',
      },
      { label: 'Add Review', to: dashboardPaths.addReview, hint: 'Tell other buyers what you think', icon: 'review' },
    ];
  }
  return [
    profile,
    { label: 'Make Admin', to: dashboardPaths.allUsers, hint: 'Manage users and roles', icon: 'users' },
    { label: 'All Orders', to: dashboardPaths.allOrders, hint: 'See and ship orders', icon: 'allOrders' },
    { label: 'Returns', to: dashboardPaths.returns, hint: 'Approve, receive and refund returns', icon: 'returns' },
    { label: 'Add product', to: dashboardPaths.addProducts, hint: 'Put a new part on sale', icon: 'addProduct' },
    { label: 'Manage Products', to: dashboardPaths.allProducts, hint: 'Update or remove parts', icon: 'products' },
    { label: 'Low stock', to: dashboardPaths.lowStock, hint: 'Parts to restock next', icon: 'lowStock' },
    {
      label: 'Import and export',
      to: dashboardPaths.importCatalogue,
      hint: 'Parts in from CSV; catalogue and orders out',
      icon: 'import',
    },
    { label: 'Shipping', to: dashboardPaths.shipping, hint: 'Methods, countries and prices', icon: 'shipping' },
    { label: 'Tax', to: dashboardPaths.tax, hint: 'Rates, price basis and exempt buyers', icon: 'tax' },
  ];
}
