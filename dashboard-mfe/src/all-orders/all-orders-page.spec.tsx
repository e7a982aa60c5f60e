import { apiMessages, uiMessages } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, failWith, never } from '@phoneparts/shared-ui/testing';
import { admin, makeOrder } from '../testing/fixtures';
import { renderDashboard } from '../testing/render-dashboard';

const placed = makeOrder({ _id: 'o1', name: 'iPhone 13 Screen', quantity: 10 });
const paid = makeOrder({ _id: 'o2', name: 'Pixel 7 Battery', quantity: 4, status: 'paid', paid: true, transactionId: 'pi_1' });
const shipped = makeOrder({ _id: 'o3', name: 'Galaxy Back Glass', quantity: 6, status: 'shipped', paid: true, transactionId: 'pi_2' });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('All Orders', () => {
  it('shows the loader while the orders load', async () => {
    renderDashboard('/dashboard/allOrders', { user: admin, api: createFakeApi({ 'GET /myOrders': never }) });
    expect(await screen.findByText(uiMessages.loading)).toBeInTheDocument();
  });

  it('says there are no orders yet instead of a blank table', async () => {
    renderDashboard('/dashboard/allOrders', { user: admin, api: createFakeApi({ 'GET /myOrders': [] }) });
    expect(await screen.findByText(uiMessages.noOrdersYet)).toBeInTheDocument();
  });

  it('shows the real payment state and Ship now only for paid orders', async () => {
    renderDashboard('/dashboard/allOrders', { user: admin, api: createFakeApi({ 'GET /myOrders': [placed, paid, shipped] }) });
    await screen.findByText('iPhone 13 Screen');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Quantity', 'Payment', 'Shipping']);

    expect(within(rowOf('iPhone 13 Screen')).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rowOf('iPhone 13 Screen')).queryByRole('button', { name: 'Ship now' })).not.toBeInTheDocument();
    expect(within(rowOf('Pixel 7 Battery')).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('Pixel 7 Battery')).getByRole('button', { name: 'Ship now' })).toBeEnabled();
    expect(within(rowOf('Galaxy Back Glass')).getByText('Shipped')).toBeInTheDocument();
    expect(within(rowOf('Galaxy Back Glass')).queryByRole('button', { name: 'Ship now' })).not.toBeInTheDocument();
  });

  it('ships a paid order through the API and shows it as shipped', async () => {
    const api = createFakeApi({ 'GET /myOrders': [paid], 'POST /myOrders/o2/ship': { ...paid, status: 'shipped' } });
    const { events } = renderDashboard('/dashboard/allOrders', { user: admin, api });
    await events.click(await screen.findByRole('button', { name: 'Ship now' }));

    expect(await screen.findByText(uiMessages.orderShipped)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Pixel 7 Battery')).getByText('Shipped')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Ship now' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal to ship", async () => {
    const api = createFakeApi({ 'GET /myOrders': [paid], 'POST /myOrders/o2/ship': failWith(409, apiMessages.orderNotShippable) });
    const { events } = renderDashboard('/dashboard/allOrders', { user: admin, api });
    await events.click(await screen.findByRole('button', { name: 'Ship now' }));
    expect(await screen.findByText(apiMessages.orderNotShippable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ship now' })).toBeEnabled();
  });
});
