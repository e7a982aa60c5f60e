/**
 * Bounded lists (docs/architecture.md#55-lists). Every list route takes `page` (1-based) and `limit`; the body stays
 * a plain array, and the paging facts travel in headers:
 *
 * - `X-Total-Count`: how many items match the filters (all pages together);
 * - `Link`: `<…>; rel="first"`, `rel="prev"` (not on the first page), `rel="next"` (not on the last),
 *   `rel="last"`. Each target is the request's own path and query with `page` changed, written as a
 *   path (`/parts?q=iphone&page=2&limit=24`): resolve it against the API's base URL.
 *
 * A page past the last answers 200 with `[]` and the same headers. The API exposes both headers to
 * browsers on other origins (`Access-Control-Expose-Headers`).
 */
export const listLimits = {
  /** Items per page when the request names no `limit`. */
  default: 24,
  /** The largest `limit` accepted; more is a 400. */
  max: 100,
} as const;

/** `GET /reviews?limit=` of the home page's carousel: the latest N. */
export const latestReviewsLimit = 6;

export const listHeaders = {
  totalCount: 'X-Total-Count',
  link: 'Link',
} as const;

/** The page count for `total` items at `limit` per page (at least 1, so an empty list has one page). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
