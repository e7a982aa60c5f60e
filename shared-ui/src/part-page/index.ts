// @phoneparts/shared-ui/part-page — what the part page (storefront) draws.
// A subpath of its own, outside the shared singleton: only the part page's code carries it, not every
// page's first load.
export { PartDetails, orderSaving, type PartDetailsProps } from './part-details';
