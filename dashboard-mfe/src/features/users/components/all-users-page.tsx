import { uiMessages, type UserProfile } from '@phoneparts/contracts';
import { Button, useAuth, useListSearch } from '@phoneparts/shared-ui';
import { PageSection, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { toast } from 'react-toastify';
import { toastError } from '../../../common/error-message';
import { PagedTable } from '../../../common/paged-table';
import { StatusBadge } from '../../../common/status-badge';
import { useConfirmedDelete } from '../../../common/use-confirmed-delete';
import { useDeleteUserMutation } from '../api/delete-user';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { useGetUsersQuery, usersFilterKeys, usersQuery } from '../api/get-users';
import { useMakeAdminMutation } from '../api/make-admin';
import { UsersFilters } from './users-filters';

/**
 * /dashboard/allUsers (admin): find users by any part of the email or by role (the server filters; the
 * choices live in the URL), make one admin, or delete one after a confirmation.
 */
export default function AllUsersPage() {
  const { user: me } = useAuth();
  const search = useListSearch(usersFilterKeys);
  const { values, update } = search;
  const users = useGetUsersQuery(usersQuery(search), readByRouteLoader);
  const [makeAdmin] = useMakeAdminMutation();
  const [deleteUser] = useDeleteUserMutation();
  const deletion = useConfirmedDelete<UserProfile>({
    question: uiMessages.deleteUserQuestion,
    done: uiMessages.userDeleted,
    remove: (user) => deleteUser(user._id).unwrap(),
  });

  async function promote(user: UserProfile) {
    try {
      await makeAdmin(user.email).unwrap();
      toast.success(uiMessages.madeAdmin);
    } catch (error) {
      toastError(error);
    }
  }

  const columns: TableColumn<UserProfile>[] = [
    { key: 'email', header: 'Email' },
    {
      key: 'role',
      header: 'Role',
      render: (user) =>
        user.role === 'admin' ? (
          <StatusBadge tone="info">Admin</StatusBadge>
        ) : (
          <Button type="button" size="sm" onClick={() => promote(user)}>
            Make Admin
          </Button>
        ),
    },
    {
      key: 'delete',
      header: 'Delete',
      render: (user) => (
        // The API refuses to delete yourself (and the last admin); no button that can only fail.
        <Button
          type="button"
          variant="danger"
          size="sm"
          disabled={user.email === me?.email}
          onClick={() => deletion.ask(user)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <PageSection level={1} title="All Users">
      <UsersFilters values={values} onChange={update} />
      <PagedTable result={users} search={search} noun="users" columns={columns} emptyText={uiMessages.noUsersYet} />
      {deletion.dialog}
    </PageSection>
  );
}
