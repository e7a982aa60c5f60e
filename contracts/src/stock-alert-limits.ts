/**
 * Back in stock (docs/product.md#16-back-in-stock): the numbers and the path the web apps need, apart from the
 * schemas (no zod in the bundles that only link or count).
 */

/** The most requests one buyer may have waiting at once (each is a mail the shop owes). */
export const maxWaitingStockAlerts = 100;
/** The most parts `GET /stock-alerts/waiting?parts=` counts in one call (a page of Manage Products). */
export const maxWaitingCountParts = 100;

/** The shell page a mailed withdraw link opens (`?token=`); it asks before withdrawing. */
export const withdrawStockAlertPath = '/stock-alerts/withdraw';
