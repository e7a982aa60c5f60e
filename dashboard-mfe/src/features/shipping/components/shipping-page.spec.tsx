import { shippingMessages as m, type ShippingMethod } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi } from '@phoneparts/shared-ui/testing';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const tracked: ShippingMethod = {
  _id: 's1',
  name: 'Royal Mail Tracked 48',
  countries: ['GB', 'IE'],
  price: 4.5,
  freeAbove: 100,
  estimate: '2–4 working days',
  active: true,
};

describe('Shipping methods', () => {
  it('lists each method with its countries, price in the shop currency, threshold and state', async () => {
    const api = createFakeApi({
      'GET /admin/shipping-methods': [
        tracked,
        { ...tracked, _id: 's2', name: 'Courier', freeAbove: null, active: false },
      ],
    });
    renderDashboard('/dashboard/shipping', { api, user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: m.pageTitle })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Royal Mail Tracked 48' })).closest('tr')!;
    expect(within(row).getByText('GB, IE')).toHaveAttribute('title', 'United Kingdom, Ireland');
    expect(within(row).getByText('$4.50')).toBeInTheDocument();
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    const courier = screen.getByRole('cell', { name: 'Courier' }).closest('tr')!;
    expect(within(courier).getByText('Never')).toBeInTheDocument();
    expect(within(courier).getByText('No')).toBeInTheDocument();
  });

  it('says so when there is none yet', async () => {
    renderDashboard('/dashboard/shipping', { api: createFakeApi({ 'GET /admin/shipping-methods': [] }), user: admin });
    expect(await screen.findByText(m.noMethods)).toBeInTheDocument();
  });

  it('shows the API schema’s message beside each field and posts nothing', async () => {
    const api = createFakeApi({ 'GET /admin/shipping-methods': [] });
    const { events } = renderDashboard('/dashboard/shipping', { api, user: admin });
    await events.type(await screen.findByLabelText('Price'), '-1');
    await events.type(screen.getByLabelText('Free above'), '0');
    await events.click(screen.getByRole('button', { name: 'Add method' }));
    for (const message of [m.nameRequired, m.countriesRequired, m.priceNegative, m.estimateRequired])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(m.freeAboveInvalid(1_000_000))).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a method with its countries from the list, amounts as numbers, no threshold as null', async () => {
    const api = createFakeApi({ 'GET /admin/shipping-methods': [], 'POST /admin/shipping-methods': tracked });
    const { events } = renderDashboard('/dashboard/shipping', { api, user: admin });
    await events.type(await screen.findByLabelText('Method name'), 'Royal Mail Tracked 48');
    await events.selectOptions(screen.getByLabelText('Countries served'), ['United Kingdom', 'Ireland']);
    await events.type(screen.getByLabelText('Price'), '4.50');
    await events.type(screen.getByLabelText('Delivery estimate'), '2–4 working days');
    await events.click(screen.getByRole('button', { name: 'Add method' }));
    expect(await screen.findByText(m.methodSaved)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/admin/shipping-methods',
      body: {
        name: 'Royal Mail Tracked 48',
        countries: ['GB', 'IE'],
        price: 4.5,
        freeAbove: null,
        estimate: '2–4 working days',
        active: true,
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Method name')).toHaveValue(''));
  });

  it('changes a method from the form filled with it', async () => {
    const api = createFakeApi({
      'GET /admin/shipping-methods': [tracked],
      'PATCH /admin/shipping-methods/s1': { ...tracked, active: false },
    });
    const { events } = renderDashboard('/dashboard/shipping', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Change Royal Mail Tracked 48' }));
    expect(screen.getByLabelText('Method name')).toHaveValue('Royal Mail Tracked 48');
    expect(screen.getByLabelText('Free above')).toHaveValue(100);
    await events.click(screen.getByLabelText('Active (offered at checkout)'));
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(m.methodSaved)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Royal Mail Tracked 48',
      countries: ['GB', 'IE'],
      price: 4.5,
      freeAbove: 100,
      estimate: '2–4 working days',
      active: false,
    });
  });

  it('toasts the API’s refusal and keeps what was typed', async () => {
    const api = createFakeApi({ 'GET /admin/shipping-methods': [] }).answer('POST', '/admin/shipping-methods', () => {
      throw new (jest.requireActual('@phoneparts/shared-ui').ApiRequestError)(m.tooManyMethods(50), 409, {});
    });
    const { events } = renderDashboard('/dashboard/shipping', { api, user: admin });
    await events.type(await screen.findByLabelText('Method name'), 'Courier');
    await events.selectOptions(screen.getByLabelText('Countries served'), ['Germany']);
    await events.type(screen.getByLabelText('Price'), '9');
    await events.type(screen.getByLabelText('Delivery estimate'), 'Next day');
    await events.click(screen.getByRole('button', { name: 'Add method' }));
    expect(await screen.findByText(m.tooManyMethods(50))).toBeInTheDocument();
    expect(screen.getByLabelText('Method name')).toHaveValue('Courier');
  });

  it('deletes a method after asking', async () => {
    const api = createFakeApi({
      'GET /admin/shipping-methods': [tracked],
      'DELETE /admin/shipping-methods/s1': { acknowledged: true, deletedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/shipping', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Delete Royal Mail Tracked 48' }));
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(m.methodDeleted)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/admin/shipping-methods/s1')).toBe(true);
  });
});
