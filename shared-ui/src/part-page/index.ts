// @phoneparts/shared-ui/part-page — what the part page (storefront) and the shell's preview of it draw.
// A subpath of its own, outside the shared singleton: only the part page's code carries it, not every
// page's first load (the home page's JavaScript budget has no room for it).
export { PartDetails, orderSaving, type PartDetailsProps } from './part-details';
export { usePrefetchedAnswer } from './use-prefetched-answer';
