import { ApiRequestError } from '@phoneparts/shared-ui';
import { uiMessages } from '@phoneparts/contracts';
import { createFakeApi, makeOrder, makePart } from '@phoneparts/shared-ui/testing';
import { createStorefrontStore, storefrontStoreFor } from './create-storefront-store';
import { catalogueApi } from '../features/catalogue/api/catalogue-api';
import { purchaseApi } from '../features/purchase/api/purchase-api';

const part = makePart({ _id: 'p-1', availableQuantity: 100 });
const orderBody = { productId: 'p-1', quantity: 12, phone: '+123 456 7890', address: '1 Main Street' };

function setup(
  placeOrder: () => unknown = () => ({
    acknowledged: true,
    insertedId: 'o-1',
    order: makeOrder({ availableQuantity: 87 }),
  }),
) {
  const api = createFakeApi({
    'GET /parts': () => [part],
    'GET /purchase/p-1': () => part,
    'POST /myOrders': placeOrder,
  });
  const store = createStorefrontStore(api);
  const partsCalls = () => api.calls.filter((c) => c.path === '/parts').length;
  return { api, store, partsCalls };
}

describe('storefront store', () => {
  it('reads the catalogue once while it is in use, however many pages ask', async () => {
    const { store, partsCalls } = setup();
    const first = store.dispatch(catalogueApi.endpoints.getParts.initiate({}));
    const second = store.dispatch(catalogueApi.endpoints.getParts.initiate({}));
    await Promise.all([first, second]);
    first.unsubscribe();
    const third = store.dispatch(catalogueApi.endpoints.getParts.initiate({}));
    await third;
    expect(partsCalls()).toBe(1);
    second.unsubscribe();
    third.unsubscribe();
  });

  it('refreshes the catalogue after an order and keeps the stock the server reported on the part', async () => {
    const { store, partsCalls } = setup();
    const parts = store.dispatch(catalogueApi.endpoints.getParts.initiate({}));
    const single = store.dispatch(purchaseApi.endpoints.getPart.initiate('p-1'));
    await Promise.all([parts, single]);

    await store.dispatch(purchaseApi.endpoints.placeOrder.initiate(orderBody)).unwrap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await parts;

    expect(partsCalls()).toBe(2);
    expect(purchaseApi.endpoints.getPart.select('p-1')(store.getState()).data?.availableQuantity).toBe(87);
    parts.unsubscribe();
    single.unsubscribe();
  });

  it('keeps a readable message and the status of a failed call', async () => {
    const { store } = setup(() => {
      throw new ApiRequestError("Quantity can't be greater than 3", 409, undefined);
    });
    await expect(store.dispatch(purchaseApi.endpoints.placeOrder.initiate(orderBody)).unwrap()).rejects.toEqual({
      status: 409,
      message: "Quantity can't be greater than 3",
    });
  });

  it('turns an unexpected failure into the network message', async () => {
    const api = createFakeApi({
      'GET /parts': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = createStorefrontStore(api);
    const result = await store.dispatch(catalogueApi.endpoints.getParts.initiate({}));
    expect(result.error).toEqual({ status: 0, message: uiMessages.networkError });
  });

  it('keeps one store per API client, so all exposed pages share it', () => {
    const api = createFakeApi({});
    expect(storefrontStoreFor(api)).toBe(storefrontStoreFor(api));
    expect(storefrontStoreFor(createFakeApi({}))).not.toBe(storefrontStoreFor(api));
  });
});
