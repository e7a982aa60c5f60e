import { returnStatuses } from '@phoneparts/contracts';
import { SelectField } from '@phoneparts/shared-ui';
import styles from '../../../common/list-filters.module.css';
import { returnStatusBadges } from './return-status';

const statusOptions = [
  { value: '', label: 'All returns' },
  ...returnStatuses.map((value) => ({ value, label: returnStatusBadges[value].label })),
];

/** The Returns page's status filter: applied by the server as soon as it is chosen, kept in the URL. */
export function ReturnsFilters({
  values,
  onChange,
}: {
  values: Record<'status', string>;
  onChange(changes: Partial<Record<'status', string>>): void;
}) {
  return (
    <form className={styles.filters} role="search" aria-label="Filter returns" onSubmit={(e) => e.preventDefault()}>
      <SelectField
        label="Status"
        options={statusOptions}
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value })}
      />
    </form>
  );
}
