// @phoneparts/shared-ui/data-views — the back office's tables, page sections, empty states and dialogs
// (the dashboard draws them; the shell and the storefront do not). A subpath of its own, outside the
// shared singleton: a shared module is bundled whole, so in the main entry they were part of every
// page's first load, the home page's included. None of them reads the shop's context.
export { Table, type TableColumn, type TableProps } from '../components/table';
export { ConfirmDialog, type ConfirmDialogProps } from '../components/confirm-dialog';
export { EmptyState } from '../components/empty-state';
export { PageSection } from '../components/page-section';
export { useFocusTrap, type FocusTrapOptions } from '../hooks/use-focus-trap';
