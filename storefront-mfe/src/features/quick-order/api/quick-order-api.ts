import type { CartPreviewBody, QuickOrderPreview } from '@phoneparts/contracts';
import { storefrontApi } from '../../../store/storefront-api';

/**
 * Quick order's preview (docs/product.md#13-quick-order): the API reads the pasted text or the file and judges every
 * line; nothing is written, so nothing is cached. Adding the good lines is the cart's `addCartLines`.
 */
export const quickOrderApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    previewQuickOrder: build.mutation<QuickOrderPreview, CartPreviewBody>({
      query: (body) => ({ method: 'post', path: '/cart/preview', body }),
    }),
  }),
});

export const { usePreviewQuickOrderMutation } = quickOrderApi;
