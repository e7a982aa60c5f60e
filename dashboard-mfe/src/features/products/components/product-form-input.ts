import type { addProductSchema, z } from '@phoneparts/contracts';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';

/** Add and update share the fields; only their schemas' messages differ (docs/product.md#5-validation). */
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
  grade: '',
  // Blank: the shop's default warranty (a new part), the shop's default threshold.
  warrantyDays: '',
  lowStockThreshold: '',
  sku: '',
  priceBands: [],
};

/** What the product form's field groups take from its react-hook-form instance. */
export interface ProductFormControls {
  control: Control<ProductFormInput>;
  register: UseFormRegister<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
}
