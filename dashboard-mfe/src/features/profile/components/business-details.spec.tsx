import { taxMessages } from '@phoneparts/contracts';
import { screen, within } from '@testing-library/react';
import { createFakeApi, failWith } from '@phoneparts/shared-ui/testing';
import { makeProfile } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const profileRead = { 'GET /user/ana%40example.com': [makeProfile()] };

describe('My Profile: business details', () => {
  it('links to the address book and shows the company, the tax ID and an exemption', async () => {
    renderDashboard('/dashboard/myProfile', {
      api: createFakeApi({
        ...profileRead,
        'GET /account/tax-details': { companyName: 'Fix-It Ltd', taxId: 'GB123456789', taxExempt: true },
      }),
    });
    expect(await screen.findByRole('link', { name: 'Address book' })).toHaveAttribute('href', '/dashboard/addresses');
    const form = await screen.findByRole('form', { name: 'Business details' });
    expect(within(form).getByLabelText('Company name')).toHaveValue('Fix-It Ltd');
    expect(within(form).getByLabelText('Tax ID')).toHaveValue('GB123456789');
    expect(within(form).getByText(taxMessages.taxExempt('GB123456789'))).toBeInTheDocument();
  });

  it('saves them as the API’s schema reads them, and shows a refused tax ID beside the field', async () => {
    const api = createFakeApi({
      ...profileRead,
      'GET /account/tax-details': { companyName: null, taxId: null, taxExempt: false },
      'PUT /account/tax-details': { companyName: 'Fix-It Ltd', taxId: 'GB 123 456 789', taxExempt: false },
    });
    const { events } = renderDashboard('/dashboard/myProfile', { api });
    const form = await screen.findByRole('form', { name: 'Business details' });
    await events.type(within(form).getByLabelText('Tax ID'), '#');
    await events.click(within(form).getByRole('button', { name: 'Save business details' }));
    expect(await within(form).findByText(taxMessages.taxIdInvalid)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await events.clear(within(form).getByLabelText('Tax ID'));
    await events.type(within(form).getByLabelText('Company name'), ' Fix-It Ltd ');
    await events.type(within(form).getByLabelText('Tax ID'), 'gb 123  456 789');
    await events.click(within(form).getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business details saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      companyName: 'Fix-It Ltd',
      taxId: 'GB 123 456 789',
    });

    api.answer(
      'PUT',
      '/account/tax-details',
      failWith(400, taxMessages.taxIdInvalid, { issues: [{ path: 'taxId', message: taxMessages.taxIdInvalid }] }),
    );
    await events.click(within(form).getByRole('button', { name: 'Save business details' }));
    expect(await within(form).findByText(taxMessages.taxIdInvalid)).toBeInTheDocument();
  });
});
