import { maxQuickOrderLines } from '@phoneparts/contracts';

/** Quick order's words (docs/product.md#26-quick-order-page); the verdicts' sentences come from the API. */
export const quickOrderCopy = {
  title: 'Quick order',
  intro: `Order by part number: paste lines of "SKU quantity" or upload a CSV file (sku,quantity), up to ${maxQuickOrderLines} lines. You see a verdict per line before anything goes into your cart.`,
  pasteLabel: 'SKU and quantity, one part per line',
  pasteHint: 'For example "APL-IP13-OLED-A2633 20". Tabs, commas or semicolons between them work too.',
  preview: 'Preview',
  fileLabel: 'Or upload a CSV file',
  fileHint: 'Columns sku and quantity; a header row is optional.',
  previewTitle: 'Preview',
  fileTooBig: 'This file is too big for a quick order: split it in files of 200 lines.',
  fileUnreadable: 'This file could not be read: choose it again, or paste its lines.',
  noneFine: 'No line can be added as it is: correct the lines and preview again.',
  add: (lines: number) => (lines === 1 ? 'Add 1 line to cart' : `Add ${lines} lines to cart`),
  added: (lines: number) => (lines === 1 ? 'Added 1 line to your cart.' : `Added ${lines} lines to your cart.`),
  summary: (fine: number, all: number) => `${fine} of ${all} lines can be added.`,
  inCart: (units: number) => `${units} already in your cart`,
  was: 'instead of',
  backToCart: 'Back to your cart',
} as const;
