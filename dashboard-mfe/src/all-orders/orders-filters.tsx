import { orderSortOptions, orderStatuses, type OrderStatus } from '@phoneparts/contracts';
import { Button, SelectField, TextField } from '@phoneparts/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { orderStatusLabels } from '../common/order-status';
import styles from './all-orders-page.module.css';

export interface OrdersFilterValues {
  status: string;
  email: string;
  sort: string;
}

/** The API's default order (newest first) stays out of the URL. */
const defaultSort = orderSortOptions[0].value;
const sortOptions = orderSortOptions.map(({ value, label }) => ({ value, label }));

const statusOptions = [
  { value: '', label: 'All orders' },
  ...orderStatuses.map((status: OrderStatus) => ({ value: status, label: orderStatusLabels[status] })),
];

/**
 * The filters and sort of All Orders, applied by the server: status and sort apply as soon as they are
 * chosen; the customer's email (any part of it) when the form is sent (one request per search, not one
 * per keystroke).
 */
export function OrdersFilters({
  values,
  onChange,
}: {
  values: OrdersFilterValues;
  onChange(changes: Partial<OrdersFilterValues>): void;
}) {
  const [email, setEmail] = useState(values.email);
  // Back and forward change the URL: the field follows it.
  useEffect(() => setEmail(values.email), [values.email]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ email: email.trim() });
  }

  return (
    <form className={styles.filters} role="search" aria-label="Filter orders" onSubmit={submit}>
      <SelectField
        label="Status"
        options={statusOptions}
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value })}
      />
      <TextField
        label="Customer email"
        type="search"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      <SelectField
        label="Sort orders"
        options={sortOptions}
        value={values.sort || defaultSort}
        onChange={(event) => onChange({ sort: event.target.value === defaultSort ? '' : event.target.value })}
      />
    </form>
  );
}
