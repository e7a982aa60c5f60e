/**
 * Shop by device (docs/product.md#15-shop-by-device): the picker's and the parts list's words (loaded with the
 * picker).
 */
export const deviceCopy = {
  intro: 'Choose your brand, then the model on your bench, to see every part that fits it.',
  brandLabel: 'Device brand',
  chooseBrand: 'Choose a brand',
  modelLabel: 'Model',
  chooseModel: 'Choose a model',
  partsFor: (model: string, count: number) => `${count} ${count === 1 ? 'part fits' : 'parts fit'} the ${model}`,
  noParts: (model: string) => `No parts for the ${model} yet.`,
  unknownDevice: 'The shop has no such device. Choose one from the lists.',
  moreParts: (total: number, shown: number) => `Showing ${shown} of ${total} parts:`,
  seeAll: 'see them all in the catalogue',
  uncategorised: 'Other parts',
  // The device page (docs/product.md#23-public-catalogue).
  pageTitle: (brand: string, model: string) => `Parts for the ${brand} ${model}`,
  otherModels: (brand: string) => `Other ${brand} models`,
} as const;
