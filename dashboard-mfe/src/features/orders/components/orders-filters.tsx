import { orderSortOptions, orderStatuses, type OrderStatus } from '@phoneparts/contracts';
import { ListFilters } from '../../../common/list-filters';
import { orderStatusLabels } from '../../../common/order-status';

export type OrdersFilterKey = 'status' | 'email' | 'sort';

const status = {
  key: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'All orders' },
    ...orderStatuses.map((value: OrderStatus) => ({ value, label: orderStatusLabels[value] })),
  ],
} as const;
const email = { key: 'email', label: 'Customer email', inputMode: 'email', submitLabel: 'Filter' } as const;
/** The API's default order (newest first) stays out of the URL. */
const sort = {
  key: 'sort',
  label: 'Sort orders',
  options: orderSortOptions,
  fallback: orderSortOptions[0].value,
} as const;

/**
 * The filters and sort of All Orders, applied by the server: status and sort as soon as they are
 * chosen; the customer's email (any part of it) when the form is sent.
 */
export function OrdersFilters(props: {
  values: Record<OrdersFilterKey, string>;
  onChange(changes: Partial<Record<OrdersFilterKey, string>>): void;
}) {
  return <ListFilters label="Filter orders" choicesBefore={[status]} text={email} choicesAfter={[sort]} {...props} />;
}
