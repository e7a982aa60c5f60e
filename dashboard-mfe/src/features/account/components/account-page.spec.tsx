import { accountMessages, apiMessages, validationMessages as m } from '@phoneparts/contracts';
import { createFakeApi, failWith } from '@phoneparts/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { customer } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const withPassword = {
  email: customer.email,
  emailVerified: true,
  signsInWithPassword: true,
  signsInWithGoogle: false,
};
const googleOnly = { ...withPassword, signsInWithPassword: false, signsInWithGoogle: true };
const session = { accessToken: 'fresh-token', user: customer };

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function form(name: string) {
  return within(await screen.findByRole('form', { name }));
}

describe('Account page', () => {
  it('changes the password and keeps this tab signed in on the fresh session', async () => {
    const api = createFakeApi({ 'GET /account': withPassword, 'POST /account/password': session });
    const { events, auth } = renderDashboard('/dashboard/account', { api });
    const change = await form('Change password');
    await events.type(change.getByLabelText('Current password'), 'Current#123');
    await events.type(change.getByLabelText('New password'), 'Changed#456');
    await events.click(change.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(auth.startSession).toHaveBeenCalledWith(session);
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(api.calls.find((c) => c.path === '/account/password')?.body).toEqual({
      currentPassword: 'Current#123',
      newPassword: 'Changed#456',
    });
  });

  it('checks the new password against the rules before calling, and shows a refused current password', async () => {
    const api = createFakeApi({
      'GET /account': withPassword,
      'POST /account/password': failWith(403, accountMessages.wrongCurrentPassword),
    });
    const { events, auth } = renderDashboard('/dashboard/account', { api });
    const change = await form('Change password');
    await events.type(change.getByLabelText('Current password'), 'Current#123');
    await events.type(change.getByLabelText('New password'), 'weak');
    await events.click(change.getByRole('button', { name: 'Change password' }));
    expect(await change.findByText(m.passwordWeak)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/account/password')).toBe(false);

    await events.clear(change.getByLabelText('New password'));
    await events.type(change.getByLabelText('New password'), 'Changed#456');
    await events.click(change.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(accountMessages.wrongCurrentPassword)).toBeInTheDocument();
    expect(auth.startSession).not.toHaveBeenCalled();
  });

  it('asks for the change of email and says where the link went', async () => {
    const api = createFakeApi({ 'GET /account': withPassword, 'POST /account/email': { acknowledged: true } });
    const { events } = renderDashboard('/dashboard/account', { api });
    const change = await form('Change email');
    expect(change.getByText(accountMessages.currentEmail(customer.email))).toBeInTheDocument();
    await events.type(change.getByLabelText('New email address'), 'Ana.New@example.com');
    await events.type(change.getByLabelText('Current password'), 'Current#123');
    await events.click(change.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(accountMessages.emailChangeSent('ana.new@example.com'))).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/account/email')?.body).toEqual({
      newEmail: 'ana.new@example.com',
      currentPassword: 'Current#123',
    });
  });

  it("shows the API's words for a taken address", async () => {
    const api = createFakeApi({
      'GET /account': withPassword,
      'POST /account/email': failWith(409, apiMessages.emailInUse),
    });
    const { events } = renderDashboard('/dashboard/account', { api });
    const change = await form('Change email');
    await events.type(change.getByLabelText('New email address'), 'taken@example.com');
    await events.type(change.getByLabelText('Current password'), 'Current#123');
    await events.click(change.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(apiMessages.emailInUse)).toBeInTheDocument();
  });

  it('deletes the account after a confirmation, then signs out and leaves for the home page', async () => {
    const api = createFakeApi({
      'GET /account': withPassword,
      'POST /account/delete': { acknowledged: true, deletedCount: 1 },
    });
    const { events, auth } = renderDashboard('/dashboard/account', { api });
    const remove = await form('Delete my account');
    await events.type(remove.getByLabelText('Current password'), 'Current#123');
    await events.click(remove.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(accountMessages.deleteAccountQuestion);
    expect(api.calls.some((c) => c.path === '/account/delete')).toBe(false);
    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(accountMessages.accountDeleted)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/account/delete')?.body).toEqual({ password: 'Current#123' });
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lets a Google-only account confirm the deletion with its email, and offers no password forms', async () => {
    const api = createFakeApi({
      'GET /account': googleOnly,
      'POST /account/delete': { acknowledged: true, deletedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/account', { api });
    expect(await screen.findAllByText(accountMessages.noPasswordYet)).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    const remove = await form('Delete my account');
    await events.click(remove.getByRole('button', { name: 'Delete my account' }));
    expect(await remove.findByText(accountMessages.confirmationRequired)).toBeInTheDocument();
    await events.type(remove.getByLabelText('Type your email address to confirm'), customer.email);
    await events.click(remove.getByRole('button', { name: 'Delete my account' }));
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }),
    );
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/account/delete')?.body).toEqual({ confirmation: customer.email }),
    );
  });

  it('downloads the data as a JSON file', async () => {
    const data = { exportedAt: '2026-11-23T18:00:00.000Z', profile: {}, orders: [], reviews: [] };
    const api = createFakeApi({ 'GET /account': withPassword, 'GET /account/export': data });
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (saved.push(blob), 'blob:data'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { events } = renderDashboard('/dashboard/account', { api });
    await events.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText(accountMessages.dataDownloaded)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await readBlob(saved[0]))).toEqual(data);
    click.mockRestore();
  });
});
