import type { addProductSchema, z } from '@phoneparts/contracts';

/** Add and update share the fields; only their schemas' messages differ (spec §5). */
export type ProductFormInput = z.input<typeof addProductSchema>;

export const emptyProduct: ProductFormInput = {
  name: '',
  picture: '',
  description: '',
  price: '',
  minQuantity: '',
  availableQuantity: '',
  brand: '',
  models: '',
  category: '',
  sku: '',
  priceBands: [],
};
