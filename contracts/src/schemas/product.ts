import { z } from 'zod';
import { partCategories, partGrades } from '../catalogue';
import { limits } from '../limits';
import { catalogueMessages, priceBandMessages, validationMessages } from '../messages';
import { maxPriceBands, priceBandProblems, type PriceBand } from '../price-bands';
import { hasAtMostTwoDecimals, opaqueText, requiredNumber, requiredText } from './fields';

export const catalogueFieldLimits = { brand: 60, model: 60, models: 30, warrantyDays: 3650 } as const;

const blankToNull = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Models as a list, or as the text of a form field: "iPhone 13, iPhone 13 mini". */
const modelList = (value: unknown) => {
  if (value === null) return [];
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items)) return items;
  const trimmed = items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
  return [...new Set(trimmed)];
};

/**
 * The catalogue fields (brand, device models, category; docs/product.md#20-lists-and-search). All
 * optional, so the product forms and their messages work without them: left out, a field keeps its value (update) or is
 * empty (add); null or blank empties it.
 */
const catalogueFields = {
  brand: z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(catalogueFieldLimits.brand, { error: catalogueMessages.brandTooLong(catalogueFieldLimits.brand) })
        .nullable(),
    )
    .optional(),
  models: z
    .preprocess(
      modelList,
      z
        .array(
          z
            .string({ error: catalogueMessages.modelsInvalid })
            .max(catalogueFieldLimits.model, { error: catalogueMessages.modelTooLong(catalogueFieldLimits.model) }),
          {
            error: catalogueMessages.modelsInvalid,
          },
        )
        .max(catalogueFieldLimits.models, { error: catalogueMessages.tooManyModels(catalogueFieldLimits.models) }),
    )
    .optional(),
  category: z
    .preprocess(blankToNull, z.enum(partCategories, { error: catalogueMessages.categoryInvalid }).nullable())
    .optional(),
  grade: z.preprocess(blankToNull, z.enum(partGrades, { error: catalogueMessages.gradeInvalid }).nullable()).optional(),
  /** Left out on a new part: the shop's configured default. */
  warrantyDays: wholeNumberIn(0, catalogueFieldLimits.warrantyDays, (max) =>
    catalogueMessages.warrantyDaysInvalid(max),
  ).optional(),
  /** Null or blank: the shop's configured default threshold. */
  lowStockThreshold: z
    .preprocess(
      blankToNull,
      wholeNumberIn(0, limits.maxStock, (max) => catalogueMessages.lowStockThresholdInvalid(max)).nullable(),
    )
    .optional(),
};

/** A whole number in [min, max] with one message for anything else (text holding a number is read). */
function wholeNumberIn(min: number, max: number, message: (max: number) => string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message(max) })
      .int({ error: message(max) })
      .min(min, { error: message(max) })
      .max(max, { error: message(max) }),
  );
}

/** What a SKU may hold (after trimming and upper-casing): see `catalogueMessages.skuInvalid`. */
export const skuPattern = /^[A-Z0-9._-]{2,40}$/;

/**
 * The part number (SKU). Upper-cased on the way in, so "apl-13-oled" and "APL-13-OLED" are the same
 * SKU (the database's unique index ignores case too, as a second guard).
 */
export const skuField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string({ error: catalogueMessages.skuRequired })
    .min(1, { error: catalogueMessages.skuRequired })
    .regex(skuPattern, { error: catalogueMessages.skuInvalid }),
);

/** One quantity band as typed or sent; how bands relate to each other and to the part is `withBandRules`. */
const priceBandField = z.object(
  {
    minQuantity: requiredNumber({
      required: priceBandMessages.quantityRequired,
      integer: true,
      max: { value: limits.maxStock, message: validationMessages.minQuantityMax(limits.maxStock) },
    }),
    price: requiredNumber({
      required: priceBandMessages.priceRequired,
      max: { value: limits.maxPrice, message: validationMessages.priceMax(limits.maxPrice) },
    }).refine(hasAtMostTwoDecimals, { error: validationMessages.priceCents }),
  },
  { error: priceBandMessages.notAList },
);

/** Up to five bands; left out, an update keeps the part's, and an empty list removes them. */
export const priceBandsField = z
  .array(priceBandField, { error: priceBandMessages.notAList })
  .max(maxPriceBands, { error: priceBandMessages.tooMany(maxPriceBands) });

/**
 * The bands' rules against the part's price and minimum order in the same body (contracts'
 * `priceBandProblems`), each reported on the band's field so a form shows it beside it.
 */
function withBandRules<Schema extends z.ZodObject>(schema: Schema): Schema {
  return schema.superRefine((body, ctx) => {
    const { priceBands, price, minQuantity } = body as { priceBands?: PriceBand[]; price: number; minQuantity: number };
    if (!priceBands) return;
    for (const problem of priceBandProblems(priceBands, { price, minQuantity }))
      ctx.addIssue({ code: 'custom', message: problem.message, path: ['priceBands', problem.index, problem.field] });
  });
}

type ProductMessages = (typeof validationMessages)['addProduct'] | (typeof validationMessages)['updateProduct'];

/**
 * Add and update share the rules but not the words (docs/product.md#5-validation words them
 * differently). A new part needs at least one unit (the add form); an edit may set 0, a sold-out part
 * being everyday life.
 */
const productFields = (t: ProductMessages, minStock: 0 | 1) => ({
  name: requiredText(t.nameRequired, 200),
  picture: requiredText(t.pictureRequired, 2000),
  description: requiredText(t.descriptionRequired, 5000),
  price: requiredNumber({
    required: t.priceRequired,
    min: { value: 1, message: t.priceMin },
    max: { value: limits.maxPrice, message: validationMessages.priceMax(limits.maxPrice) },
  }).refine(hasAtMostTwoDecimals, { error: validationMessages.priceCents }),
  minQuantity: requiredNumber({
    required: t.minQuantityRequired,
    integer: true,
    min: { value: 1, message: t.minQuantityMin },
    max: { value: limits.maxStock, message: validationMessages.minQuantityMax(limits.maxStock) },
  }),
  availableQuantity: requiredNumber({
    required: t.availableQuantityRequired,
    integer: true,
    min: { value: minStock, message: t.availableQuantityMin },
    max: { value: limits.maxStock, message: validationMessages.availableQuantityMax(limits.maxStock) },
  }),
  ...catalogueFields,
  priceBands: priceBandsField.optional(),
});

/** A new part needs its SKU (docs/product.md#11-part-numbers). */
export const addProductSchema = withBandRules(
  z.object({ ...productFields(validationMessages.addProduct, 1), sku: skuField }),
);
export type AddProductBody = z.infer<typeof addProductSchema>;

/** The update form (no id: it comes from the route); the form always holds the part's SKU. */
const updateProductFields = z.object({ ...productFields(validationMessages.updateProduct, 0), sku: skuField });
export const updateProductFormSchema = withBandRules(updateProductFields);

/**
 * The part's version the admin's form loaded (optimistic concurrency): a save made on an older
 * version is refused with a 409, so it can never put back stock sold meanwhile.
 */
const partVersion = z
  .number({ error: validationMessages.partVersionRequired })
  .int({ error: validationMessages.partVersionRequired })
  .min(1, { error: validationMessages.partVersionRequired })
  .max(2_147_483_647, { error: validationMessages.partVersionRequired });

/** PATCH /updatepart: the part's id travels as `id` in the body. */
export const updateProductSchema = withBandRules(
  updateProductFields.extend({
    // A body without a SKU (a form that does not show it) keeps the part's.
    sku: skuField.optional(),
    id: opaqueText('id is required'),
    version: partVersion,
  }),
);
export type UpdateProductBody = z.infer<typeof updateProductSchema>;

/** PATCH /parts: an admin sets a part's stock (stock may be 0 here). */
export const setStockSchema = z.object({
  _id: opaqueText('_id is required'),
  availableQuantity: requiredNumber({
    required: validationMessages.addProduct.availableQuantityRequired,
    integer: true,
    min: { value: 0, message: validationMessages.updateProduct.availableQuantityMin },
    max: { value: limits.maxStock, message: validationMessages.availableQuantityMax(limits.maxStock) },
  }),
  version: partVersion,
});
export type SetStockBody = z.infer<typeof setStockSchema>;
