// @phoneparts/shared-ui — the design system, API client and auth hooks shared (as a federation
// singleton) by the shell and both remotes. Global styles: import '@phoneparts/shared-ui/styles.css'.
// What only the back office draws lives under a subpath instead (data-views): a shared module is
// bundled whole, into every page's first load; what only one remote draws lives in that remote.
export { ApiRequestError } from './api/api-request-error';
export { createApiClient, type ApiClient, type ApiClientOptions } from './api/api-client';
export { pathWithQuery, type QueryValue } from './api/path-with-query';
export { pageOfLink, parseLinkHeader, type ListPage, type PageLinks, type PageRelation } from './api/list-page';
export { apiClientBaseQuery, type ApiRequest, type RemoteStoreExtra } from './store/api-client-base-query';
export { storeErrorMessage, toStoreError, type StoreError } from './store/store-error';
export { createRemoteStore, remoteStoreStates, type RemoteApi, type RemoteStoreOptions } from './store/remote-store';
export { extractServerState } from './store/server-state';
export {
  type RemotePageHead,
  type RemotePageOutcome,
  type RemoteRouteLoader,
  type RemoteRouteLoaderArgs,
} from './store/route-loader';
export {
  ShopProvider,
  useShop,
  useApi,
  useAuth,
  type ShopConfig,
  type AuthStatus,
  type AuthContextValue,
  type ShopContextValue,
} from './context/shop-context';
export { readListSearch, useListSearch, type ListSearch, type ListSearchChanges } from './hooks/use-list-search';
export { RequireAuth } from './guards/require-auth';

export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { PasswordField } from './components/password-field';
export { TextArea, type TextAreaProps } from './components/text-area';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field';
export { Pagination, type PaginationProps } from './components/pagination';
export { Loader } from './components/loader';
export { ErrorText } from './components/error-text';
export { Avatar } from './components/avatar';
export { StarRating } from './components/star-rating';
export { HeroBanner, type HeroBannerProps } from './components/hero-banner';
export { cx } from './components/class-names';

export { formatMoney, setShopCurrency, shopCurrency } from './format/format-money';
export { defaultAvatarUrl } from './format/default-avatar';
