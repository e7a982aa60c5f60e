import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, makePart } from '@phoneparts/shared-ui/testing';
import { renderWithShop } from '../../../testing/render-with-shop';
import { withStorefrontStore } from '../../../store/storefront-store-provider';
import { DeviceSection } from './device-section';

const Section = withStorefrontStore(DeviceSection);

const facets = {
  brands: [
    {
      name: 'Apple',
      count: 3,
      models: [
        { name: 'iPhone 13', count: 2 },
        { name: 'iPhone 9', count: 1 },
      ],
    },
    { name: 'Samsung', count: 1, models: [{ name: 'Galaxy S22', count: 1 }] },
  ],
  categories: [],
};
const partsOf = (model: string) => `GET /parts?brand=Apple&model=${model.replace(' ', '+')}&sort=name-asc&limit=100`;

async function renderSection(url: string) {
  const api = createFakeApi({
    'GET /parts/facets': facets,
    [partsOf('iPhone 13')]: [
      makePart({ _id: 'b', name: 'iPhone 13 Battery', sku: 'APL-B', category: 'battery' }),
      makePart({ _id: 's', name: 'iPhone 13 Screen', sku: 'APL-S', category: 'screen' }),
    ],
    [partsOf('iPhone 9')]: [],
  });
  await act(async () => renderWithShop(<Section />, { api, path: '/', url }));
  return api;
}

describe('Shop by device', () => {
  it("offers a brand's models in natural order, then lists the model's parts under their categories", async () => {
    await renderSection('/');
    const user = userEvent.setup();
    const brand = await screen.findByLabelText('Device brand');
    const model = screen.getByLabelText('Model');
    expect(model).toBeDisabled();
    // The brands come from the facets read, which answers after the first render.
    await within(brand).findByRole('option', { name: 'Apple' });
    await user.selectOptions(brand, 'Apple');
    expect(
      within(model)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a model', 'iPhone 9', 'iPhone 13']);
    await user.selectOptions(model, 'iPhone 13');
    await screen.findByText('2 parts fit the iPhone 13');
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Screen', 'Battery']);
    const screenLink = within(screen.getByRole('region', { name: 'Screen' })).getByRole('link');
    expect(screenLink).toHaveTextContent('iPhone 13 Screen');
    // Each part opens its public page.
    expect(screenLink).toHaveAttribute('href', '/parts/APL-S');
  });

  it('reads the choice from the address and says when a model has no parts', async () => {
    await renderSection('/?deviceBrand=Apple&deviceModel=iPhone+9');
    await screen.findByText('No parts for the iPhone 9 yet.');
    expect(screen.getByLabelText('Model')).toHaveValue('iPhone 9');
  });
});
