import type {
  CartAddressChoiceBody,
  CartQuote,
  CartQuoteBody,
  OfferedShippingMethod,
  SavedAddress,
} from '@phoneparts/contracts';
import { storefrontApi } from '../../../store/storefront-api';

/**
 * What the cart's checkout reads before it places the order: the buyer's saved addresses, the shipping
 * methods on offer for the chosen address, and the quote (every figure computed by the API). `cart`
 * names the cart's lines as the page shows them, so a changed quantity or price asks again; it is not
 * sent (the API reads the cart itself).
 */
export const checkoutApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedAddresses: build.query<SavedAddress[], void>({
      query: () => ({ method: 'get', path: '/account/addresses' }),
      providesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    getShippingOptions: build.query<OfferedShippingMethod[], { body: CartAddressChoiceBody; cart: string }>({
      query: ({ body }) => ({ method: 'post', path: '/cart/shipping-methods', body }),
    }),
    getQuote: build.query<CartQuote, { body: CartQuoteBody; cart: string }>({
      query: ({ body }) => ({ method: 'post', path: '/cart/quote', body }),
    }),
  }),
});

export const { useGetSavedAddressesQuery, useGetShippingOptionsQuery, useGetQuoteQuery } = checkoutApi;
