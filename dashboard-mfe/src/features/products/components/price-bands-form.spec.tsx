import { maxPriceBands, priceBandMessages, uiMessages } from '@phoneparts/contracts';
import { screen } from '@testing-library/react';
import { createFakeApi, makePart } from '@phoneparts/shared-ui/testing';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

/** The admin's add and edit forms edit a part's quantity-break prices. */
describe('quantity prices in the product forms', () => {
  async function fillPart(events: ReturnType<typeof renderDashboard>['events']) {
    await events.type(await screen.findByLabelText('Product name'), 'Galaxy S21 USB-C Port');
    await events.type(screen.getByLabelText('Picture URL'), '/images/parts/usb-c-charging-port.svg');
    await events.type(screen.getByLabelText('Description'), 'Sub-board');
    await events.type(screen.getByLabelText('Price ($)'), '12.75');
    await events.type(screen.getByLabelText('Minimum quantity'), '10');
    await events.type(screen.getByLabelText('Available quantity'), '300');
    await events.type(screen.getByLabelText('SKU'), 'SAM-S21-USBC');
  }

  it('adds bands, sends them as numbers, and stops at five', async () => {
    const api = createFakeApi({ 'POST /parts': { acknowledged: true, insertedId: 'p1' } });
    const { events } = renderDashboard('/dashboard/addProducts', { api, user: admin });
    await fillPart(events);
    const addBand = screen.getByRole('button', { name: 'Add a quantity price' });
    await events.click(addBand);
    await events.type(screen.getByLabelText('Band 1: from units'), '50');
    await events.type(screen.getByLabelText('Band 1: price ($)'), '11.40');
    await events.click(addBand);
    await events.type(screen.getByLabelText('Band 2: from units'), '100');
    await events.type(screen.getByLabelText('Band 2: price ($)'), '10.6');
    await events.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(uiMessages.productAdded)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      priceBands: [
        { minQuantity: 50, price: 11.4 },
        { minQuantity: 100, price: 10.6 },
      ],
    });
    for (let i = 0; i < maxPriceBands; i++) await events.click(addBand);
    expect(screen.getAllByTestId('price-band-row')).toHaveLength(maxPriceBands);
    expect(addBand).toBeDisabled();
  });

  it("shows the rules' messages beside the band they are about, posting nothing", async () => {
    const api = createFakeApi();
    const { events } = renderDashboard('/dashboard/addProducts', { api, user: admin });
    await fillPart(events);
    const addBand = screen.getByRole('button', { name: 'Add a quantity price' });
    await events.click(addBand);
    await events.type(screen.getByLabelText('Band 1: from units'), '10');
    await events.type(screen.getByLabelText('Band 1: price ($)'), '13');
    await events.click(addBand);
    await events.type(screen.getByLabelText('Band 2: from units'), '100');
    await events.type(screen.getByLabelText('Band 2: price ($)'), '0.5');
    await events.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(priceBandMessages.quantityAboveMinimum(1, 10))).toBeInTheDocument();
    expect(screen.getByText(priceBandMessages.priceBelowBase(1, 12.75))).toBeInTheDocument();
    expect(screen.getByText(priceBandMessages.priceMin(2))).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('starts the edit form from the part’s bands and removes one', async () => {
    const part = makePart({
      _id: 'p7',
      price: 24.5,
      minQuantity: 5,
      version: 2,
      priceBands: [
        { minQuantity: 20, price: 22.9 },
        { minQuantity: 50, price: 21.4 },
      ],
    });
    const api = createFakeApi({
      'GET /purchase/p7': part,
      'PATCH /updatepart': { acknowledged: true, modifiedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/updateProduct/p7', { api, user: admin });
    expect(await screen.findByLabelText('Band 2: from units')).toHaveValue(50);
    expect(screen.getByLabelText('Band 1: price ($)')).toHaveValue(22.9);
    await events.click(screen.getByRole('button', { name: 'Remove band 1' }));
    await events.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(uiMessages.productUpdated)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      priceBands: [{ minQuantity: 50, price: 21.4 }],
    });
  });
});
