import { taxMessages as m, type BuyerTaxRecord, type TaxRate } from '@phoneparts/contracts';
import { screen, within } from '@testing-library/react';
import { createFakeApi, failWith } from '@phoneparts/shared-ui/testing';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const ukVat: TaxRate = { _id: 't1', country: 'GB', region: null, rate: 20 };
const california: TaxRate = { _id: 't2', country: 'US', region: 'CA', rate: 7.25 };
const repairShop: BuyerTaxRecord = {
  userId: 'u-fix',
  email: 'fix@example.co.uk',
  companyName: 'Fix-It Ltd',
  taxId: 'GB123456789',
  taxExempt: false,
};
const exemptionsPath = 'GET /admin/tax-exemptions?page=1&limit=50';

function taxApi(answers: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /admin/tax-rates': [ukVat, california],
    'GET /admin/tax-settings': { pricesIncludeTax: false },
    [exemptionsPath]: [repairShop],
    ...answers,
  });
}

describe('Tax', () => {
  it('lists the rates by place, the price basis and the buyers with a tax ID', async () => {
    renderDashboard('/dashboard/tax', { api: taxApi(), user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: m.pageTitle })).toBeInTheDocument();
    const uk = (await screen.findByRole('cell', { name: 'United Kingdom (GB)' })).closest('tr')!;
    expect(within(uk).getByText('Whole country')).toBeInTheDocument();
    expect(within(uk).getByText('20 %')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'CA' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: m.pricesNet })).toBeChecked();
    expect(await screen.findByRole('cell', { name: 'GB123456789' })).toBeInTheDocument();
  });

  it('adds a rate for a region, checked by the API’s schema first', async () => {
    const api = taxApi({ 'POST /admin/tax-rates': { _id: 't3', country: 'US', region: 'NY', rate: 8.875 } });
    const { events } = renderDashboard('/dashboard/tax', { api, user: admin });
    const form = await screen.findByRole('form', { name: 'Add a tax rate' });
    await events.type(within(form).getByLabelText('Rate (%)'), '101');
    await events.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await within(form).findByText(m.countryRequired)).toBeInTheDocument();
    expect(within(form).getByText(m.rateRange)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await events.selectOptions(within(form).getByLabelText('Country'), 'United States');
    await events.type(within(form).getByLabelText(/^Region/), 'ny');
    await events.clear(within(form).getByLabelText('Rate (%)'));
    await events.type(within(form).getByLabelText('Rate (%)'), '8.875');
    await events.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText(m.rateSaved)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ country: 'US', region: 'NY', rate: 8.875 });
  });

  it('shows the API’s refusal of a place that has a rate', async () => {
    const api = taxApi({ 'POST /admin/tax-rates': failWith(409, m.rateExists) });
    const { events } = renderDashboard('/dashboard/tax', { api, user: admin });
    const form = await screen.findByRole('form', { name: 'Add a tax rate' });
    await events.selectOptions(within(form).getByLabelText('Country'), 'United Kingdom');
    await events.type(within(form).getByLabelText('Rate (%)'), '5');
    await events.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText(m.rateExists)).toBeInTheDocument();
  });

  it('changes a rate, and deletes one after asking', async () => {
    const api = taxApi({
      'PATCH /admin/tax-rates/t1': { ...ukVat, rate: 17.5 },
      'DELETE /admin/tax-rates/t2': { acknowledged: true, deletedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/tax', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Change United Kingdom' }));
    const form = screen.getByRole('form', { name: 'Change the tax rate' });
    await events.clear(within(form).getByLabelText('Rate (%)'));
    await events.type(within(form).getByLabelText('Rate (%)'), '17.5');
    await events.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText(m.rateSaved)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ country: 'GB', region: null, rate: 17.5 });

    await events.click(screen.getByRole('button', { name: 'Delete United States · CA' }));
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(m.rateDeleted)).toBeInTheDocument();
  });

  it('switches the price basis to prices including tax', async () => {
    const api = taxApi({ 'PUT /admin/tax-settings': { pricesIncludeTax: true } });
    const { events } = renderDashboard('/dashboard/tax', { api, user: admin });
    const save = await screen.findByRole('button', { name: 'Save price basis' });
    expect(save).toBeDisabled();
    await events.click(screen.getByRole('radio', { name: m.pricesGross }));
    await events.click(save);
    expect(await screen.findByText(m.pricesGross, { selector: '.Toastify *' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/admin/tax-settings',
      body: { pricesIncludeTax: true },
    });
  });

  it('exempts a buyer with a tax ID, and shows a refusal in the API’s words', async () => {
    const api = taxApi({ 'PUT /admin/tax-exemptions/u-fix': { ...repairShop, taxExempt: true } });
    const { events } = renderDashboard('/dashboard/tax', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Exempt fix@example.co.uk' }));
    expect(await screen.findByText('fix@example.co.uk is exempt from tax.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ taxExempt: true });

    api.answer('PUT', '/admin/tax-exemptions/u-fix', failWith(409, m.exemptNeedsTaxId));
    await events.click(screen.getByRole('button', { name: 'Exempt fix@example.co.uk' }));
    expect(await screen.findByText(m.exemptNeedsTaxId)).toBeInTheDocument();
  });
});
