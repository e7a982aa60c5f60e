// @phoneparts/shared-ui/order-charges — an order's goods, shipping, tax, total, delivery address, PO
// number and note, as the dashboard's order pages and the storefront's payment page show them. A
// subpath of its own, outside the shared singleton: only the pages that show an order load it.
export { OrderCharges, ShippingAddress, taxLabel } from './order-charges';
