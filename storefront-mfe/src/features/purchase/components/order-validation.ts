import { zodResolver } from '@hookform/resolvers/zod';
import { orderFormSchema } from '@phoneparts/contracts';

/**
 * The purchase form's checks (docs/product.md#5-validation), in a chunk of their own: `order-form.tsx` loads this
 * module through `lazyResolver` when the shopper reaches the form.
 */
export const orderFormResolver = (part: Parameters<typeof orderFormSchema>[0], homeCountry: string) =>
  zodResolver(orderFormSchema(part, homeCountry));
