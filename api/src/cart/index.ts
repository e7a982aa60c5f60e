// What other features use of the cart besides its module, service and repository: the rule a line's
// quantity follows (quick order's preview judges lines with it).
export { lineRefusal } from './cart-line-refusal';
