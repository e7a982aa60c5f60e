import { defaultPageDescription, shopName, type SitePagePath } from './site-map';

/**
 * The meta description of every page of the site map (site-map.ts), by the page's path. Apart from the
 * site map because the shell's first load carries the site map (titles, access, routing) but needs no
 * description until it sets one: the shell loads this module when it first sets a page's description,
 * as its own chunk (`@phoneparts/contracts/page-descriptions`). Typed by the site map's paths, so a page
 * added there without a description here does not compile.
 */
export const pageDescriptions = {
  '/dashboard': 'Your orders, profile and reviews; for admins, users, products and all orders.',
  '/dashboard/myProfile': 'Your profile: education, location, phone and links.',
  '/dashboard/updateProfile': 'Change your education, location, phone and links.',
  '/dashboard/account': 'Change your password or email, download your data or delete your account.',
  '/dashboard/myOrders/:email': 'Your orders: pay, follow or cancel them.',
  '/dashboard/orders/:id': 'One order: its status, history and tracking number; pay or cancel it while unpaid.',
  '/dashboard/addresses': 'Your saved delivery addresses: add, change or delete them and choose the default.',
  '/dashboard/addReview': 'Tell other buyers about the parts you ordered.',
  '/dashboard/allUsers': 'Manage users: make admin or delete.',
  '/dashboard/allOrders': 'Every order, its payment and shipping.',
  '/dashboard/addProducts': 'Add a part to the catalogue.',
  '/dashboard/allProducts': 'Update or delete the parts of the catalogue.',
  '/dashboard/updateProduct/:id': 'Change a part of the catalogue.',
  '/dashboard/lowStock': 'Parts under their low-stock threshold, to restock next.',
  '/dashboard/import': 'Import parts from CSV; download the catalogue and the orders.',
  '/dashboard/shipping':
    'The ways the shop ships: countries served, price, free-shipping threshold and delivery estimate.',
  '/dashboard/tax': 'Tax rates per country or region, whether prices include tax, and tax-exempt business buyers.',
  '/dashboard/returns': 'Parts buyers send back: approve or refuse, mark received, put back on sale and refund.',
  '/': defaultPageDescription,
  '/parts/:sku': 'A phone part: its price and quantity prices, stock, the models it fits and its warranty.',
  '/devices/:brand/:model': 'Every part that fits one phone model, by category: screens, batteries, cameras and more.',
  '/purchase/:id': 'Choose the quantity, phone number and delivery address for your order.',
  '/payment/:id': 'Pay for your phone parts order by card.',
  '/cart': 'The parts in your cart: change quantities, then order them all at once and pay once.',
  '/quick-order':
    'Order by part number: paste SKUs and quantities or upload a CSV file, check each line, add them to your cart.',
  '/login': `Sign in to ${shopName} with your email and password or your Google account.`,
  '/signUp': `Create your ${shopName} account to order parts and follow your orders.`,
  '/resetPassword': 'Get an email with a link to set a new password.',
  '/verify-email': 'Confirm the email address of your account.',
  '/confirm-email': 'Confirm the new email address of your account.',
  '/stock-alerts/withdraw': 'Withdraw your request to be told by email when a part is back in stock.',
  '/auth/google/done': `Finishing your Google sign-in to ${shopName}.`,
  '/dashboard/*': defaultPageDescription,
  '*': defaultPageDescription,
} as const satisfies Record<SitePagePath, string>;

/** A page's meta description (search results show it under the title). */
export function pageDescriptionFor(page: { path: string }): string {
  return (pageDescriptions as Record<string, string>)[page.path] ?? defaultPageDescription;
}
