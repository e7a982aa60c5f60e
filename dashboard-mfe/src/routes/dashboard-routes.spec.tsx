import { uiMessages } from '@phoneparts/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeApi } from '@phoneparts/shared-ui/testing';
import { customer } from '../testing/fixtures';
import { renderDashboard } from '../testing/render-dashboard';

describe('the dashboard routes', () => {
  it.each(['allUsers', 'allOrders', 'addProducts', 'allProducts', 'updateProduct/p1'])(
    // Once the sign-out lands the shared guard sends them to /login (shared-ui's guard tests).
    'signs a customer out of the admin page %s without showing it',
    async (page) => {
      const api = createFakeApi({ 'GET /admin/ana%40example.com': { admin: false } });
      const { auth } = renderDashboard(`/dashboard/${page}`, { user: customer, api });
      await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      // The admin page asked nothing else of the API.
      expect(api.calls.map((c) => c.path)).toEqual(['/admin/ana%40example.com']);
    },
  );

  it('shows 404 for an unknown dashboard page', () => {
    renderDashboard('/dashboard/nothing-here');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText(uiMessages.pageNotFound)).toBeInTheDocument();
  });
});
