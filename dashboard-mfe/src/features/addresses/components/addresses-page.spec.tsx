import { addressMessages as m, type SavedAddress } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, failWith } from '@phoneparts/shared-ui/testing';
import { renderDashboard } from '../../../testing/render-dashboard';

const home: SavedAddress = {
  _id: 'a1',
  name: 'Ann Smith',
  company: 'Fix-It Ltd',
  line1: '1 High Street',
  city: 'London',
  postalCode: 'EC1Y 8SY',
  country: 'GB',
  isDefault: true,
};
const depot: SavedAddress = {
  _id: 'a2',
  name: 'Bo Jones',
  line1: '5 Main St',
  city: 'Austin',
  region: 'TX',
  postalCode: '73301',
  country: 'US',
  isDefault: false,
};

async function fillUkAddress(events: ReturnType<typeof renderDashboard>['events']) {
  await events.type(screen.getByLabelText('Recipient name'), 'Ann Smith');
  await events.type(screen.getByLabelText('Address line 1'), '1 High Street');
  await events.type(screen.getByLabelText('City'), 'London');
  await events.type(screen.getByLabelText('Postal code'), 'ec1y 8sy');
  await events.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
}

describe('Address book', () => {
  it('lists the saved addresses on one line each, the default marked', async () => {
    renderDashboard('/dashboard/addresses', { api: createFakeApi({ 'GET /account/addresses': [home, depot] }) });
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ann Smith, Fix-It Ltd, 1 High Street, London EC1Y 8SY, United Kingdom');
    expect(within(first).getByText(m.defaultBadge)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Bo Jones, 5 Main St, Austin TX 73301, United States');
    expect(within(second).getByRole('button', { name: 'Make default for Bo Jones' })).toBeInTheDocument();
  });

  it('says so when the book is empty', async () => {
    renderDashboard('/dashboard/addresses', { api: createFakeApi({ 'GET /account/addresses': [] }) });
    expect(await screen.findByText(m.noAddresses)).toBeInTheDocument();
  });

  it('checks a new address against its country before sending it', async () => {
    const api = createFakeApi({ 'GET /account/addresses': [] });
    const { events } = renderDashboard('/dashboard/addresses', { api });
    await events.click(await screen.findByRole('button', { name: m.addAddress }));
    for (const message of [m.nameRequired, m.line1Required, m.cityRequired, m.countryRequired])
      expect(await screen.findByText(message)).toBeInTheDocument();

    await fillUkAddress(events);
    await events.clear(screen.getByLabelText('Postal code'));
    await events.type(screen.getByLabelText('Postal code'), '94043');
    await events.click(screen.getByRole('button', { name: m.addAddress }));
    expect(await screen.findByText(m.postalCodeInvalid('United Kingdom', 'EC1Y 8SY'))).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers the states of a country that has them', async () => {
    const { events } = renderDashboard('/dashboard/addresses', {
      api: createFakeApi({ 'GET /account/addresses': [] }),
    });
    await events.selectOptions(await screen.findByLabelText('Country'), 'United States');
    const state = screen.getByLabelText('State, province or territory');
    expect(within(state).getByRole('option', { name: 'TX' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: m.addAddress }));
    expect(await screen.findByText(m.regionRequired)).toBeInTheDocument();
  });

  it('saves a new address as the default, tidied by the schema', async () => {
    const api = createFakeApi({
      'GET /account/addresses': [],
      'POST /account/addresses': { ...home, company: undefined },
    });
    const { events } = renderDashboard('/dashboard/addresses', { api });
    await screen.findByText(m.noAddresses);
    await fillUkAddress(events);
    await events.click(screen.getByLabelText('Make this my default address'));
    await events.click(screen.getByRole('button', { name: m.addAddress }));
    expect(await screen.findByText(m.addressSaved)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/account/addresses',
      body: {
        name: 'Ann Smith',
        line1: '1 High Street',
        city: 'London',
        postalCode: 'EC1Y 8SY',
        country: 'GB',
        isDefault: true,
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Recipient name')).toHaveValue(''));
  });

  it('shows the API’s refusal of a field beside that field', async () => {
    const api = createFakeApi({
      'GET /account/addresses': [],
      'POST /account/addresses': failWith(400, 'Postal code is not delivered to.', {
        issues: [{ path: 'postalCode', message: 'Postal code is not delivered to.' }],
      }),
    });
    const { events } = renderDashboard('/dashboard/addresses', { api });
    await screen.findByText(m.noAddresses);
    await fillUkAddress(events);
    await events.click(screen.getByRole('button', { name: m.addAddress }));
    const postalCode = screen.getByLabelText('Postal code');
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription('Postal code is not delivered to.'));
    expect(postalCode).toHaveValue('ec1y 8sy');
  });

  it('changes an address, clearing an emptied optional part', async () => {
    const api = createFakeApi({ 'GET /account/addresses': [home], 'PATCH /account/addresses/a1': home });
    const { events } = renderDashboard('/dashboard/addresses', { api });
    await events.click(await screen.findByRole('button', { name: 'Change the address of Ann Smith' }));
    expect(screen.getByLabelText('Company')).toHaveValue('Fix-It Ltd');
    expect(screen.queryByLabelText('Make this my default address')).not.toBeInTheDocument();
    await events.clear(screen.getByLabelText('Company'));
    await events.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(m.addressSaved)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Ann Smith',
      company: null,
      line1: '1 High Street',
      line2: null,
      city: 'London',
      region: null,
      postalCode: 'EC1Y 8SY',
      country: 'GB',
    });
  });

  it('makes another address the default, and deletes one after asking', async () => {
    const api = createFakeApi({
      'GET /account/addresses': [home, depot],
      'PATCH /account/addresses/a2': { ...depot, isDefault: true },
      'DELETE /account/addresses/a1': { acknowledged: true, deletedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/addresses', { api });
    await events.click(await screen.findByRole('button', { name: 'Make default for Bo Jones' }));
    expect(await screen.findByText(m.addressSaved)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isDefault: true });

    await events.click(screen.getByRole('button', { name: 'Delete the address of Ann Smith' }));
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(m.addressDeleted)).toBeInTheDocument();
  });
});
