import { userRoleFilterOptions } from '@phoneparts/contracts';
import { ListFilters } from '../../../common/list-filters';

export type UsersFilterKey = 'email' | 'role';

const email = { key: 'email', label: 'Email', inputMode: 'email', submitLabel: 'Find' } as const;
const role = {
  key: 'role',
  label: 'Role',
  options: [{ value: '', label: 'Everyone' }, ...userRoleFilterOptions],
} as const;

/** All Users' filters, applied by the server: any part of the email when sent, the role as soon as chosen. */
export function UsersFilters(props: {
  values: Record<UsersFilterKey, string>;
  onChange(changes: Partial<Record<UsersFilterKey, string>>): void;
}) {
  return <ListFilters label="Find users" text={email} choicesAfter={[role]} {...props} />;
}
