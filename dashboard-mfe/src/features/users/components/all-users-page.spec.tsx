import { apiMessages, uiMessages } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, failWith, never } from '@phoneparts/shared-ui/testing';
import { admin, makeProfile } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const me = makeProfile({ _id: 'u-admin', email: admin.email, role: 'admin' });
const ana = makeProfile({ _id: 'u-ana', email: 'ana@example.com', role: null });

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

describe('All Users', () => {
  it('shows the loader while the users load', async () => {
    renderDashboard('/dashboard/allUsers', {
      user: admin,
      api: createFakeApi({ 'GET /users?page=1&limit=50': never }),
    });
    expect(await screen.findByText(uiMessages.loading)).toBeInTheDocument();
  });

  it('says there are no users yet instead of a blank table', async () => {
    renderDashboard('/dashboard/allUsers', { user: admin, api: createFakeApi({ 'GET /users?page=1&limit=50': [] }) });
    expect(await screen.findByText(uiMessages.noUsersYet)).toBeInTheDocument();
  });

  it('lists Email, Role and Delete, with Make Admin for non-admins', async () => {
    renderDashboard('/dashboard/allUsers', {
      user: admin,
      api: createFakeApi({ 'GET /users?page=1&limit=50': [me, ana] }),
    });
    await screen.findByText('ana@example.com');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Email', 'Role', 'Delete']);
    expect(within(rowOf(admin.email)).getByText('Admin')).toBeInTheDocument();
    expect(within(rowOf(admin.email)).queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument();
    expect(within(rowOf(admin.email)).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(rowOf('ana@example.com')).getByRole('button', { name: 'Make Admin' })).toBeEnabled();
  });

  it('finds users by part of the email and by role on the server, and says when nothing matches', async () => {
    const api = createFakeApi({
      'GET /users?page=1&limit=50': [me, ana],
      'GET /users?page=1&limit=50&role=customer': [ana],
      'GET /users?page=1&limit=50&email=zed&role=customer': [],
    });
    const { events } = renderDashboard('/dashboard/allUsers', { user: admin, api });
    await screen.findByText('ana@example.com');

    await events.selectOptions(screen.getByLabelText('Role'), 'Customers');
    await waitFor(() => expect(screen.queryByRole('cell', { name: admin.email })).not.toBeInTheDocument());
    expect(rowOf('ana@example.com')).toBeInTheDocument();

    await events.type(screen.getByLabelText('Email'), 'zed');
    await events.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(uiMessages.nothingMatches)).toBeInTheDocument();
    expect(api.calls.at(-1)?.path).toBe('/users?page=1&limit=50&email=zed&role=customer');
  });

  it("makes a user admin, says 'Successfully made Admin.' and reloads the list", async () => {
    let anaRole: 'admin' | null = null;
    const api = createFakeApi({
      'GET /users?page=1&limit=50': () => [me, { ...ana, role: anaRole }],
      'PUT /user/admin/ana%40example.com': () => {
        anaRole = 'admin';
        return { acknowledged: true, modifiedCount: 1 };
      },
    });
    const { events } = renderDashboard('/dashboard/allUsers', { user: admin, api });
    await events.click(
      within(await waitFor(() => rowOf('ana@example.com'))).getByRole('button', { name: 'Make Admin' }),
    );

    expect(await screen.findByText(uiMessages.madeAdmin)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('ana@example.com')).getByText('Admin')).toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/users?page=1&limit=50')).toHaveLength(2);
  });

  it("deletes a user after the confirmation and says 'User Deleted'", async () => {
    let users = [me, ana];
    const api = createFakeApi({
      'GET /users?page=1&limit=50': () => users,
      'DELETE /users/u-ana': () => {
        users = [me];
        return { acknowledged: true, deletedCount: 1 };
      },
    });
    const { events } = renderDashboard('/dashboard/allUsers', { user: admin, api });
    await events.click(within(await waitFor(() => rowOf('ana@example.com'))).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: uiMessages.deleteUserQuestion });
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(uiMessages.userDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument());
  });

  it('does not delete when the confirmation is cancelled, and shows a refusal', async () => {
    const api = createFakeApi({
      'GET /users?page=1&limit=50': [me, ana],
      'DELETE /users/u-ana': failWith(409, apiMessages.lastAdmin),
    });
    const { events } = renderDashboard('/dashboard/allUsers', { user: admin, api });
    const row = await waitFor(() => rowOf('ana@example.com'));
    await events.click(within(row).getByRole('button', { name: 'Delete' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await events.click(within(row).getByRole('button', { name: 'Delete' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(apiMessages.lastAdmin)).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });
});
