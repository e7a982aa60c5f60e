// @phoneparts/shared-ui — the design system, API client and auth hooks shared (as a federation
// singleton) by the shell and both remotes. Global styles: import '@phoneparts/shared-ui/styles.css'.
export { ApiRequestError } from './api/api-request-error';
export { createApiClient, type ApiClient, type ApiClientOptions } from './api/api-client';
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
export { RequireAuth } from './guards/require-auth';
export { RequireAdmin } from './guards/require-admin';

export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { TextArea, type TextAreaProps } from './components/text-area';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field';
export { Table, type TableColumn, type TableProps } from './components/table';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Loader } from './components/loader';
export { EmptyState } from './components/empty-state';
export { ErrorText } from './components/error-text';
export { Avatar } from './components/avatar';
export { StarRating } from './components/star-rating';
export { PageSection } from './components/page-section';
export { cx } from './components/class-names';

export { formatMoney } from './format/format-money';
export { defaultAvatarUrl } from './format/default-avatar';
