/**
 * Bounds of every number and text the shop accepts (docs/architecture.md#54-input). They keep values inside
 * PostgreSQL's `integer` and inside business sense, and order totals inside what the card provider
 * can charge. The API and the forms read the same figures.
 */
export const limits = {
  /** Dollars per unit of a part. */
  maxPrice: 100_000,
  /** Units of one part on the shelf, and a part's minimum order quantity. */
  maxStock: 1_000_000,
  /** Units in one order (the part's stock bounds it further). */
  maxQuantity: 1_000_000,
  /** Stripe's largest charge, $999,999.99, in cents: no order may cost more. */
  maxOrderTotalCents: 99_999_999,
  /** Ids, tokens and other opaque strings a client sends back to us. */
  maxOpaqueText: 500,
} as const;

/** C0 controls except tab, line feed and carriage return, DEL, and lone UTF-16 surrogates. */
const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
/** Every C0 control (tabs and line breaks included), DEL, and lone surrogates: one-line values. */
const controlInLine = /[\u0000-\u001F\u007F]|\p{Cs}/u;

/** Text a person typed (may span lines, e.g. an address or a review). */
export const hasNoControlCharacters = (value: string) => !controlInText.test(value);
/** A one-line value (email, name, id, token). */
export const isOneLine = (value: string) => !controlInLine.test(value);
