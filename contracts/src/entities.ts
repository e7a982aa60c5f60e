import type { Address, SavedAddress } from './addresses/address';
import type { PartCategory, PartGrade } from './catalogue';
import type { PriceBand } from './price-bands';
import type { OrderReturn } from './returns/order-return';
import type { BuyerTaxDetails } from './tax/tax-rate';

/** The entities of docs/product.md#3-entities as the API sends them (document-shaped JSON, money in dollars). */

export interface Part {
  _id: string;
  name: string;
  picture: string;
  description: string;
  /** Dollars per unit (stored as integer cents). */
  price: number;
  minQuantity: number;
  availableQuantity: number;
  /** Added by this product: the maker of the devices it fits ("Apple"), null when not set. */
  brand: string | null;
  /** Added by this product: the device models it fits ("iPhone 13", "iPhone 13 mini"), may be empty. */
  models: string[];
  /** Added by this product: what kind of part it is, null when not set. */
  category: PartCategory | null;
  /** The part number buyers order by, upper-case, unique ("APL-IP13-OLED"): docs/product.md#11-part-numbers. */
  sku: string;
  /** Quantity-break prices, quantities rising and prices falling (may be empty): docs/product.md#12-quantity-prices. */
  priceBands: PriceBand[];
  /** Quality grade (OEM, Premium, Standard, Refurbished), null when not set. */
  grade: PartGrade | null;
  /** Days of warranty the part is sold with (the shop's configured default when the admin names none). */
  warrantyDays: number;
  /** The admin's low-stock list shows the part below this many units; null: the shop's configured default. */
  lowStockThreshold: number | null;
  /** Goes up with every change; an edit names the version it was made on (409 when stale). */
  version: number;
}

/** `GET /parts/facets`: the values the catalogue's filters offer, with how many parts have each. */
export interface PartFacets {
  brands: { name: string; count: number; models: { name: string; count: number }[] }[];
  categories: { name: PartCategory; count: number }[];
  grades: { name: PartGrade; count: number }[];
}

export const orderStatuses = ['placed', 'paid', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface Order {
  _id: string;
  productId: string | null;
  name: string;
  userName: string;
  phone: string;
  email: string;
  /** The customer's account was deleted since (the order stays for the shop's books). */
  accountDeleted?: boolean;
  address: string;
  picture: string;
  description: string;
  /** Dollars per unit at the time of the order. */
  price: number;
  /** Stock left on the part right after this order was placed. */
  availableQuantity: number;
  quantity: number;
  paid: boolean;
  status: OrderStatus;
  transactionId: string | null;
  createdAt: string;
  /** Until when an unpaid order holds its stock (ISO time); null once paid or cancelled. */
  heldUntil: string | null;
  /** When a payment that arrived after the order was cancelled or expired was refunded; else null. */
  refundedAt: string | null;
  /** Cancelled by the shop because its stock hold ran out unpaid (status stays `cancelled`). */
  expired: boolean;
  /** Who carries a shipped order, and its tracking number (entered by the admin who shipped it); else null. */
  carrier: string | null;
  trackingNumber: string | null;
  /**
   * Added by the cart: every line of the order in line order (one for an order placed by POST /myOrders).
   * The single-part fields above (productId, name, picture, description, price, quantity,
   * availableQuantity) describe the first line.
   */
  lines: OrderLine[];
  /**
   * What the customer pays, in the shop currency: goods + shipping + tax (docs/checkout.md). An order
   * placed before shipping and tax were charged has goods = total, shipping = tax = 0.
   */
  total: number;
  /** Units of all lines together. */
  totalUnits: number;
  /** The lines' net amounts (what the shop keeps of the goods). */
  goods: number;
  /** The shipping method's price for this order, net of tax. */
  shipping: number;
  /** The lines' tax and the shipping's tax. */
  tax: number;
  /** The rate the order was taxed at, in percent (20 = 20 %); 0 for a tax-exempt buyer or no rate. */
  taxRate: number;
  /** The shop's price basis when the order was placed: its unit prices include tax. */
  pricesIncludeTax: boolean;
  /** The tax ID a tax-exempt buyer's order was exempted for ("Tax exempt: <ID>"), else null. */
  taxExemptId: string | null;
  /**
   * The order's own copy of where it ships (editing the address book never changes it). A spec-form
   * order (POST /myOrders) and an order placed before addresses were structured ship to
   * `{ line1: <the address as written>, country: <the shop's home country> }`.
   */
  shippingAddress: OrderShippingAddress;
  /** The shipping method's name when the order was placed, or null (no method charged). */
  shippingMethod: string | null;
  /** The buyer's purchase-order number, or null. */
  poNumber: string | null;
  /** The buyer's note to the shop, or null. */
  note: string | null;
  /** The invoice issued when the order was paid (INV-<year>-<number>, docs/invoices.md), else null. */
  invoiceNumber: string | null;
}

/** Where an order ships: a whole address, or for a spec-form order the one line as written and a country. */
export type OrderShippingAddress = Address | (Pick<Address, 'line1' | 'country'> & Partial<Address>);

/** One line of an order: the part as it was sold (its name, picture and unit price then). */
export interface OrderLine {
  /**
   * The line's own id: a return names the lines it sends back by it (docs/returns.md). This API always
   * sends it; optional for the same reason as `tax`.
   */
  lineId?: string;
  /** Null once the part was deleted from the catalogue (the line keeps its name and price). */
  partId: string | null;
  name: string;
  picture: string;
  /** Dollars per unit as sold. */
  unitPrice: number;
  quantity: number;
  /** unitPrice * quantity, in dollars. */
  lineTotal: number;
  /**
   * The line's tax, rounded to the cent by docs/tax.md's rule (0 on orders placed before tax). This API
   * always sends it and `sku`; optional so a line made from an older API's single-part order (`linesOf`)
   * is one.
   */
  tax?: number;
  /** The part number it was sold under; null on lines sold before orders kept it. */
  sku?: string | null;
}

/** GET /myOrders/order/:id — one order with its history, oldest first (the order page). */
export interface OrderDetail extends Order {
  history: OrderHistoryEntry[];
}

export interface OrderHistoryEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  byEmail: string | null;
  note: string | null;
  at: string;
}

export type Role = 'admin' | null;

export interface UserProfile {
  _id: string;
  email: string;
  role: Role;
  userName: string;
  photoURL: string | null;
  emailVerified: boolean;
  education: string | null;
  location: string | null;
  phone: string | null;
  socialLinks: string | null;
}

export interface Review {
  _id: string;
  userName: string;
  picture: string | null;
  ratings: number;
  comment: string;
  createdAt: string;
}

/** GET /auth/me and the `user` of {accessToken, user}. */
export interface AuthIdentity {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
  admin: boolean;
}

export interface AuthResponse {
  accessToken: string;
  user: AuthIdentity;
}

export type PaymentProviderName = 'sandbox' | 'stripe';

export interface PaymentIntentResponse {
  clientSecret: string;
  provider: PaymentProviderName;
  /** Present when provider is 'stripe'. */
  publishableKey?: string;
  /** The order's total (goods + shipping + tax) in the shop currency, computed by the server. */
  amount: number;
}

export interface AdminCheck {
  admin: boolean;
}

export interface InsertResult {
  acknowledged: boolean;
  insertedId: string;
}

export interface DeleteResult {
  acknowledged: boolean;
  deletedCount: number;
}

export interface UpdateResult {
  acknowledged: boolean;
  modifiedCount: number;
}

/** One day of the admin overview (a calendar day in the overview's time zone). */
export interface OverviewDay {
  /** YYYY-MM-DD. */
  day: string;
  /** Orders placed that day, cancelled ones not counted. */
  orders: number;
  /** Dollars of the paid and shipped orders placed that day. */
  revenue: number;
}

/** `GET /admin/overview`: the admin's figures, computed by the database. */
export interface AdminOverview {
  /** The IANA time zone the days are counted in. */
  timeZone: string;
  /** Every order by status, all time. */
  ordersByStatus: Record<OrderStatus, number>;
  /** The last `days` days, oldest first, today last; days without orders are 0. */
  days: OverviewDay[];
  /** Parts that cannot be ordered (fewer available than the minimum order, docs/product.md#4-states). */
  outOfStock: {
    total: number;
    /** The first ones by name, at most `outOfStockShown`. */
    parts: Part[];
  };
}

/** How many out-of-stock parts the overview lists (their total is always given). */
export const outOfStockShown = 20;

/** GET /account: how the signed-in account signs in (the account page offers what fits). */
export interface AccountSummary {
  email: string;
  emailVerified: boolean;
  signsInWithPassword: boolean;
  signsInWithGoogle: boolean;
}

/** GET /account/export: everything the shop keeps about the caller, as one JSON file. */
export interface AccountExport {
  exportedAt: string;
  profile: UserProfile & Pick<AccountSummary, 'signsInWithPassword' | 'signsInWithGoogle'> & { createdAt: string };
  orders: (Order & { history: OrderHistoryEntry[] })[];
  /** Every return of those orders, newest first, with its lines, status, refund and credit note number. */
  returns: OrderReturn[];
  reviews: Review[];
  /** The address book. */
  addresses: SavedAddress[];
  /** Company name, tax ID and exemption. */
  taxDetails: BuyerTaxDetails;
}

/** POST /account/email/confirm: the address the account has from now on. */
export interface EmailChanged {
  email: string;
}
