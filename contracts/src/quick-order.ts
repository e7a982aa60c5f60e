import { z } from 'zod';
import type { PartGrade } from './catalogue';
import { limits } from './limits';
import { validationMessages as m } from './messages';
import { requiredNumber } from './schemas/fields';

/**
 * Quick order (docs/product.md#13-quick-order): a buyer pastes lines of "SKU quantity" or uploads a CSV file, sees a
 * verdict per line (POST /cart/preview), then adds the good lines to the cart in one go (POST /cart/lines). The API
 * parses and judges everything; the browser only sends the text and shows the answer.
 */

/** The most lines one quick order may hold (a header row does not count). */
export const maxQuickOrderLines = 200;
/** The most characters the text or file may have: 200 generous lines, never a megabyte. */
export const maxQuickOrderText = 50_000;

/**
 * The most bytes a preview's JSON body may have, refused (413) before it is read: the text's 50,000
 * characters take at most 150,000 bytes (three per character in UTF-8, two for an escaped quote or line
 * break), and the JSON around them a few more.
 */
export const quickOrderMaxBodyBytes = 160 * 1024;

/** `text`: pasted lines, SKU and quantity split by spaces, tabs, commas or semicolons. `csv`: a file's text. */
export const quickOrderFormats = ['text', 'csv'] as const;
export type QuickOrderFormat = (typeof quickOrderFormats)[number];

/**
 * What one line of a quick order is found to be:
 * - `fine`: it can be added as it is;
 * - `malformed`: not a SKU and a whole quantity (too many or too few fields, a quantity of 0, "ten"…);
 * - `unknownSku`: no part has this SKU;
 * - `duplicate`: the same SKU is on an earlier line (only the first one counts);
 * - `belowMinimum` / `aboveStock`: the part's minimum order or its stock refuses the quantity, counting
 *   what the cart already holds of the part (adding merges with it).
 */
export const quickOrderVerdicts = [
  'fine',
  'malformed',
  'unknownSku',
  'duplicate',
  'belowMinimum',
  'aboveStock',
] as const;
export type QuickOrderVerdict = (typeof quickOrderVerdicts)[number];

export interface QuickOrderPart {
  id: string;
  sku: string;
  name: string;
  picture: string;
  minQuantity: number;
  availableQuantity: number;
  /** Quality grade (OEM, Premium, Standard, Refurbished), null when not set. */
  grade: PartGrade | null;
}

export interface QuickOrderLine {
  /** The line's number in the pasted text, or the row's number among the file's non-empty rows (a header is row 1). */
  lineNumber: number;
  /** The line as the buyer wrote it (a file's row: its cells joined by ", "). */
  text: string;
  /** The SKU as read, upper-cased (null when the line has none). */
  sku: string | null;
  quantity: number | null;
  verdict: QuickOrderVerdict;
  /** One sentence for the buyer ("Fine", "No part has SKU X", the purchase form's quantity words…). */
  message: string;
  /** The part, whenever the SKU names one. */
  part?: QuickOrderPart;
  /** Units of the part already in the cart (adding merges with them). */
  inCart?: number;
  /** For a fine line: the unit price the cart will charge for its quantity after adding (dollars). */
  unitPrice?: number;
  /** For a fine line whose band lowers the price: the part's own price per unit. */
  basePrice?: number;
  /** For a fine line: unitPrice x quantity. */
  lineTotal?: number;
}

export interface QuickOrderPreview {
  lines: QuickOrderLine[];
  /** How many lines are fine. */
  fineLines: number;
  /** Dollars of the fine lines. */
  total: number;
}

/** Words of quick order (the shop's own; quantity verdicts reuse the purchase form's). */
export const quickOrderMessages = {
  fine: 'Fine',
  tooLong: `A quick order may have at most ${maxQuickOrderText.toLocaleString('en-US')} characters.`,
  empty: 'Paste at least one line of "SKU quantity", or choose a CSV file.',
  tooManyLines: (lines: number) =>
    `A quick order takes at most ${maxQuickOrderLines} lines; this one has ${lines}. Split it in two.`,
  notCsv: (row: number, reason: string) => `This file is not valid CSV (row ${row}): ${reason}`,
  malformedLine: 'Write a SKU and a quantity, like "APL-13-OLED 20".',
  malformedQuantity: (text: string) => `"${text}" is not a quantity: write a whole number from 1.`,
  unknownSku: (sku: string) => `No part has SKU ${sku}.`,
  duplicate: (firstLine: number) => `The same SKU is on line ${firstLine}: only that line counts.`,
  outOfStock: 'This part is out of stock',
  formatRequired: 'Say whether the text is pasted lines or a CSV file.',
  contentRequired: 'Quick order text is required.',
  linesRequired: 'Give at least one line to add.',
  linesTooMany: `Add at most ${maxQuickOrderLines} lines at once.`,
  partTwice: 'The same part is on two lines: give each part once.',
  /** POST /cart/lines refused (nothing added): each refused line is named in the answer's `lines`. */
  notAdded: (names: string[]) => `Nothing was added: ${names.join(', ')} cannot be added as asked.`,
} as const;

/** A part's id as the API issues them (a uuid). */
const partIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /cart/preview. Unknown keys are dropped; the line limit is the API's after parsing. */
export const cartPreviewSchema = z.object({
  format: z.enum(quickOrderFormats, { error: quickOrderMessages.formatRequired }),
  content: z
    .string({ error: quickOrderMessages.contentRequired })
    .max(maxQuickOrderText, { error: quickOrderMessages.tooLong }),
});
export type CartPreviewBody = z.infer<typeof cartPreviewSchema>;

const addLineSchema = z.object({
  partId: z.string({ error: 'partId is required.' }).regex(partIdPattern, { error: 'partId is not a part id.' }),
  quantity: requiredNumber({
    required: m.quantityRequired,
    integer: true,
    min: { value: 1, message: m.quantityBelowMin(1) },
    max: { value: limits.maxQuantity, message: m.quantityAboveMax(limits.maxQuantity) },
  }),
});

/**
 * POST /cart/lines: adds each line's units to what the cart holds of the part, all or nothing. Prices a
 * client sends are dropped: the API prices every line.
 */
export const addCartLinesSchema = z.object({
  lines: z
    .array(addLineSchema, { error: quickOrderMessages.linesRequired })
    .min(1, { error: quickOrderMessages.linesRequired })
    .max(maxQuickOrderLines, { error: quickOrderMessages.linesTooMany })
    .refine((lines) => new Set(lines.map((l) => l.partId.toLowerCase())).size === lines.length, {
      error: quickOrderMessages.partTwice,
    }),
});
export type AddCartLinesBody = z.infer<typeof addCartLinesSchema>;
