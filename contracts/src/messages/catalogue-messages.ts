export const catalogueMessages = {
  brandTooLong: (max: number) => `Brand must be at most ${max} characters`,
  modelTooLong: (max: number) => `Each model must be at most ${max} characters`,
  tooManyModels: (max: number) => `At most ${max} models per part`,
  modelsInvalid: 'Models must be a list of device names',
  categoryInvalid: 'Please choose a category from the list',
  // The part number (SKU) a buyer orders by: docs/product.md#11-part-numbers.
  skuRequired: 'SKU is required.',
  skuInvalid: "A SKU has 2 to 40 characters: letters A-Z, digits, '-', '.' or '_'",
  skuTaken: (sku: string) => `A part with SKU ${sku} already exists.`,
  // The public part page's read of an unknown SKU (docs/product.md#23-public-catalogue).
  noPartWithSku: (sku: string) => `No part has SKU ${sku}.`,
  gradeInvalid: 'Please choose a grade: OEM, Premium, Standard or Refurbished',
  warrantyDaysInvalid: (max: number) => `Warranty is a whole number of days from 0 to ${max}`,
  lowStockThresholdInvalid: (max: number) => `Low-stock threshold is a whole number of units from 0 to ${max}`,
} as const;
