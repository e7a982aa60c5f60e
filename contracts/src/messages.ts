/**
 * Every user-facing text of docs/product.md, word for word (its screens, states, validation and errors).
 * The API answers with these words and the forms show them, so they live in one place. Spelling mistakes
 * ('Successfull', 'Posetive') are kept on purpose: people and tests look for the exact words.
 * Each group is its own module (messages/): a browser bundle takes whole modules, so the home page
 * brings only the toasts and states it shows, not the API's, the forms' and the payment texts.
 */
import { homeStatusMessages } from './messages/home-status-messages';
import { shellMessages } from './messages/shell-messages';

export * from './messages/validation-messages';
export * from './messages/api-messages';
export * from './messages/list-messages';
export * from './messages/catalogue-messages';
export * from './messages/catalogue-transfer-messages';
export * from './messages/price-band-messages';
export * from './messages/stock-alert-messages';
export * from './messages/address-messages';
export * from './messages/shipping-messages';
export * from './messages/tax-messages';
export * from './messages/checkout-messages';
export * from './messages/payment-messages';
export * from './messages/invoice-messages';
export * from './messages/return-messages';
export * from './messages/return-page-messages';
export * from './messages/account-messages';
export * from './messages/home-hero-copy';
export * from './messages/home-status-messages';
export * from './messages/shell-messages';

/** Toasts and status texts of docs/product.md#2-screens, #4-states and #8-errors. */
export const uiMessages = {
  ...homeStatusMessages,
  ...shellMessages,
  stockOutDetail: 'Stock out',
  orderPlaced: 'Order Placed Successfully',
  orderCancelled: 'Order Cancelled',
  cancelOrderQuestion: 'Are you sure you want to cancel this order?',
  paymentSucceeded: 'Congratulation! Payment Successfull.',
  profileUpdated: 'Profile updated successfully.',
  noUserLoggedIn: 'No user is logged in',
  madeAdmin: 'Successfully made Admin.',
  userDeleted: 'User Deleted',
  productAdded: 'Product Added successfully.',
  productUpdated: 'Product updated Successfully',
  /** After deleting a product ('Order Cancelled' there, in the first clients, was a copy error). */
  productDeleted: 'Product deleted',
  reviewAdded: 'Review Added',
  // The dashboard's states, toasts and confirmations.
  noOrdersYet: 'No orders yet',
  noUsersYet: 'No users yet',
  noProductsYet: 'No products yet',
  /** A filtered admin list that is empty: there are rows, just none like these. */
  nothingMatches: 'Nothing matches these filters',
  orderShipped: 'Order shipped',
  /** My Orders: how long an unpaid order keeps its parts reserved (then it is cancelled by the shop). */
  heldUntil: (when: string) => `Reserved until ${when}`,
  /** All Orders: a payment that arrived after the order was cancelled or expired went back to the customer. */
  paymentRefunded: 'Payment refunded',
  deleteUserQuestion: 'Are you sure you want to delete this user?',
  deleteProductQuestion: 'Are you sure you want to delete this product?',
  // The storefront's refusals and states (docs/product.md#2-screens).
  orderNotPlaced: 'Your order was not placed.',
  orderAlreadyPaid: 'This order is paid.',
  paymentFormUnavailable: 'The card form could not be loaded. Please try again later.',
} as const;
