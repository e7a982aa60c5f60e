import { act, screen, within } from '@testing-library/react';
import { ApiRequestError } from '@phoneparts/shared-ui';
import { createFakeApi, makePart, never, type FakeAnswer } from '@phoneparts/shared-ui/testing';
import { renderWithShop } from '../../../testing/render-with-shop';
import DevicePage from '../../../routes/device-page';
import devicePageLoader from '../../../routes/device-page-loader';

const partsOf = (brand: string, model: string) =>
  `GET /parts?${new URLSearchParams({ brand, model, sort: 'name-asc', limit: '100' })}`;

async function renderDevicePage(url: string, answers: Record<string, FakeAnswer>, { loaded = true } = {}) {
  const api = createFakeApi(answers);
  const [, , brand, model] = url.split('/').map(decodeURIComponent);
  const loading = devicePageLoader({
    params: { brand, model },
    request: { url: `http://shop.test${url}` } as Request,
    api,
  });
  if (loaded) await loading;
  await act(async () => renderWithShop(<DevicePage />, { api, path: '/devices/:brand/:model', url }));
  return api;
}

describe('DevicePage', () => {
  it('lists the parts that fit the model under their categories, each linking to its part page', async () => {
    const api = await renderDevicePage('/devices/Apple/iPhone%2013', {
      [partsOf('Apple', 'iPhone 13')]: [
        makePart({ _id: 'b', name: 'iPhone 13 Battery', sku: 'APL-B', category: 'battery' }),
        makePart({ _id: 's', name: 'iPhone 13 Screen', sku: 'APL-S', category: 'screen' }),
        makePart({ _id: 'x', name: 'iPhone 13 Screws', sku: 'APL-X', category: null }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Parts for the Apple iPhone 13' })).toBeInTheDocument();
    expect(screen.getByText('3 parts fit the iPhone 13')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Screen',
      'Battery',
      'Other parts',
    ]);
    expect(within(screen.getByRole('region', { name: 'Battery' })).getByRole('link')).toHaveAttribute(
      'href',
      '/parts/APL-B',
    );
    expect(screen.getByRole('link', { name: 'Other Apple models' })).toHaveAttribute('href', '/?deviceBrand=Apple');
    // The loader's read is the list's: one request.
    expect(api.calls).toHaveLength(1);
  });

  it('says when no part fits the model', async () => {
    await renderDevicePage('/devices/Apple/iPhone%209', { [partsOf('Apple', 'iPhone 9')]: [] });
    expect(screen.getByText('No parts for the iPhone 9 yet.')).toBeInTheDocument();
  });

  it('says so when the catalogue cannot be read (a refused value included)', async () => {
    await renderDevicePage(`/devices/${'B'.repeat(61)}/X`, {
      [partsOf('B'.repeat(61), 'X')]: () => {
        throw new ApiRequestError('brand must be at most 60 characters', 400, undefined);
      },
    });
    // A refused read settles after the page's first commit on a busy machine: wait for its state.
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('shows its heading while the parts load', async () => {
    await renderDevicePage('/devices/Apple/iPhone%2013', { [partsOf('Apple', 'iPhone 13')]: never }, { loaded: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Parts for the Apple iPhone 13' })).toBeInTheDocument();
  });
});
