import { uiMessages, type DeleteResult, type UserProfile } from '@phoneparts/contracts';
import { Button, ConfirmDialog, PageSection, useApi, useAuth, type TableColumn } from '@phoneparts/shared-ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { DataTable } from '../common/data-table';
import { apiPaths } from '../common/dashboard-paths';
import { toastError } from '../common/error-message';
import { StatusBadge } from '../common/status-badge';
import { useApiData } from '../common/use-api-data';

/** /dashboard/allUsers (admin): make a user admin, or delete one after a confirmation. */
export default function AllUsersPage() {
  const api = useApi();
  const { user: me } = useAuth();
  const users = useApiData<UserProfile[]>('/users');
  const [toDelete, setToDelete] = useState<UserProfile | null>(null);

  async function makeAdmin(user: UserProfile) {
    try {
      await api.put(apiPaths.makeAdmin(user.email));
      toast.success(uiMessages.madeAdmin);
      users.reload();
    } catch (error) {
      toastError(error);
    }
  }

  async function remove(user: UserProfile) {
    setToDelete(null);
    try {
      const result = await api.delete<DeleteResult>(apiPaths.user(user._id));
      if (result.deletedCount > 0) {
        toast.success(uiMessages.userDeleted);
        users.reload();
      }
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
          <Button type="button" size="sm" onClick={() => makeAdmin(user)}>
            Make Admin
          </Button>
        ),
    },
    {
      key: 'delete',
      header: 'Delete',
      render: (user) => (
        // The API refuses to delete yourself (and the last admin); no button that can only fail.
        <Button type="button" variant="danger" size="sm" disabled={user.email === me?.email} onClick={() => setToDelete(user)}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <PageSection title="All Users">
      <DataTable source={users} columns={columns} rowKey="_id" emptyText={uiMessages.noUsersYet} />
      <ConfirmDialog
        open={toDelete !== null}
        message={uiMessages.deleteUserQuestion}
        onConfirm={() => toDelete && remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </PageSection>
  );
}
