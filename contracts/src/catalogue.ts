/** The catalogue's vocabulary: what kind of part it is, and the orders the storefront sorts it in. */

/** A part's category. A fixed list, so filters and forms offer the same choices as the API accepts. */
export const partCategories = [
  'screen',
  'battery',
  'camera',
  'charging-port',
  'back-glass',
  'speaker',
  'flex-cable',
  'sim-tray',
  'vibration-motor',
  'other',
] as const;
export type PartCategory = (typeof partCategories)[number];

/** How a person reads each category (filter controls, admin form). */
export const partCategoryLabels: Record<PartCategory, string> = {
  screen: 'Screen',
  battery: 'Battery',
  camera: 'Camera',
  'charging-port': 'Charging port',
  'back-glass': 'Back glass',
  speaker: 'Speaker',
  'flex-cable': 'Flex cable',
  'sim-tray': 'SIM tray',
  'vibration-motor': 'Vibration motor',
  other: 'Other',
};

/**
 * A part's quality grade, as parts wholesalers sort them: the maker's own part, then aftermarket
 * grades from best to plainest, and used parts restored to work. A fixed list, like categories.
 */
export const partGrades = ['OEM', 'Premium', 'Standard', 'Refurbished'] as const;
export type PartGrade = (typeof partGrades)[number];

/**
 * The five orders of the products grid (docs/product.md#22-home, item 3), as `GET /parts?sort=` values.
 * 'default' is the shop's own order: oldest first, as the parts were added.
 */
export const partSortOptions = [
  { value: 'default', label: 'Default' },
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
  { value: 'price-asc', label: 'Price (low to high)' },
  { value: 'price-desc', label: 'Price (high to low)' },
] as const;

/**
 * Manage Products (admin) sorts by the grid's five orders and one more: fewest units on the shelf
 * first, what to restock. `GET /parts?sort=` takes all six.
 */
export const partAdminSortOptions = [
  ...partSortOptions,
  { value: 'stock-asc', label: 'Stock (fewest first)' },
] as const;
export type PartSort = (typeof partAdminSortOptions)[number]['value'];
export const partSorts = partAdminSortOptions.map((o) => o.value) as [PartSort, ...PartSort[]];

/**
 * `GET /parts?stock=`: the parts a customer can order, or those out of stock (docs/product.md#4-states: fewer
 * available than the minimum order), which Manage Products lets the admin find and restock.
 */
export const partStockOptions = [
  { value: 'orderable', label: 'Can be ordered' },
  { value: 'out', label: 'Out of stock' },
] as const;
export type PartStock = (typeof partStockOptions)[number]['value'];
export const partStocks = partStockOptions.map((o) => o.value) as [PartStock, ...PartStock[]];

/** `GET /myOrders?sort=` (admin's All Orders): newest first by default. */
export const orderSortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'total-desc', label: 'Total (high to low)' },
  { value: 'total-asc', label: 'Total (low to high)' },
] as const;
export type OrderSort = (typeof orderSortOptions)[number]['value'];
export const orderSorts = orderSortOptions.map((o) => o.value) as [OrderSort, ...OrderSort[]];

/** A part is 'Stock Out' when fewer are available than the minimum order (docs/product.md#4-states). */
export function isStockOut(part: { availableQuantity: number; minQuantity: number }): boolean {
  return part.availableQuantity < part.minQuantity;
}
