// What other features use of the cart besides its module, service and repository: the rule a line's
// quantity follows (quick order's preview judges lines with it) and the shape of a merge into the cart
// (a reorder plans one).
export { lineRefusal } from './cart-line-refusal';
export type { MergeContext, MergedLine, MergePlan } from './cart-merge';
