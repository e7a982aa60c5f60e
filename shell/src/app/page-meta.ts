/** The document title and meta description of each route (search results and browser tabs show them). */
export interface PageMeta {
  title: string;
  description: string;
}

const shop = 'Phone Parts Shop';
const defaultDescription =
  'Phone Parts Shop: screens, batteries, back glass, cameras and more for iPhone, Galaxy and Pixel, in stock and shipped worldwide.';

/** First match wins; `pattern` is matched against the whole pathname. */
const pages: Array<[pattern: RegExp, title: string, description?: string]> = [
  [/^\/$/, `${shop} — quality mobile phone parts`, defaultDescription],
  [/^\/purchase\/[^/]+$/, 'Order a part', 'Choose the quantity, phone number and delivery address for your order.'],
  [/^\/payment\/[^/]+$/, 'Pay for your order', 'Pay for your phone parts order by card.'],
  [/^\/login$/, 'Login', `Sign in to ${shop} with your email and password or your Google account.`],
  [/^\/signUp$/, 'Sign Up', `Create your ${shop} account to order parts and follow your orders.`],
  [/^\/resetPassword$/, 'Forgot Password', 'Get an email with a link to set a new password.'],
  [/^\/verify-email$/, 'Verify your email', 'Confirm the email address of your account.'],
  [/^\/auth\/google\/done$/, 'Signing in', `Finishing your Google sign-in to ${shop}.`],
  [/^\/dashboard\/?$/, 'Dashboard', 'Your orders, profile and reviews; for admins, users, products and all orders.'],
  [/^\/dashboard\/myProfile$/, 'My Profile', 'Your profile: education, location, phone and links.'],
  [/^\/dashboard\/updateProfile$/, 'Update Profile', 'Change your education, location, phone and links.'],
  [/^\/dashboard\/myOrders(\/.*)?$/, 'My Orders', 'Your orders: pay, follow or cancel them.'],
  [/^\/dashboard\/addReview$/, 'Add a Review', 'Tell other buyers about the parts you ordered.'],
  [/^\/dashboard\/allUsers$/, 'All Users', 'Manage users: make admin or delete.'],
  [/^\/dashboard\/allOrders$/, 'All Orders', 'Every order, its payment and shipping.'],
  [/^\/dashboard\/addProducts$/, 'Add a Product', 'Add a part to the catalogue.'],
  [/^\/dashboard\/allProducts$/, 'Manage Products', 'Update or delete the parts of the catalogue.'],
  [/^\/dashboard\/updateProduct\/[^/]+$/, 'Update Product', 'Change a part of the catalogue.'],
];

export function pageMetaFor(pathname: string): PageMeta {
  const page = pages.find(([pattern]) => pattern.test(pathname));
  if (!page) return { title: `Page not found — ${shop}`, description: defaultDescription };
  const [, title, description = defaultDescription] = page;
  return { title: title.startsWith(shop) ? title : `${title} — ${shop}`, description };
}
