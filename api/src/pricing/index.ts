// The price of a line: the cart and checkout both ask here, never compute it themselves.
export { unitPriceFor, type PricedPart } from './unit-price';
