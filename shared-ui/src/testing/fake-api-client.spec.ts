import { ApiRequestError } from '../api/api-request-error';
import { createFakeApi, deferred, failWith, listPage, never } from './fake-api-client';

describe('createFakeApi', () => {
  it('answers a value or a function of the body, and records every call', async () => {
    const api = createFakeApi({ 'GET /parts': [{ _id: 'p1' }], 'POST /reviews': (body: unknown) => ({ got: body }) });
    await expect(api.get('/parts')).resolves.toEqual([{ _id: 'p1' }]);
    await expect(api.post('/reviews', { ratings: 5 })).resolves.toEqual({ got: { ratings: 5 } });
    expect(api.calls).toStrictEqual([
      { method: 'GET', path: '/parts' },
      { method: 'POST', path: '/reviews', body: { ratings: 5 } },
    ]);
  });

  it('fails an unanswered call like a 404, and answers once told to', async () => {
    const api = createFakeApi();
    await expect(api.delete('/parts/p1')).rejects.toMatchObject({
      status: 404,
      message: 'No fake answer for DELETE /parts/p1',
    });
    expect(api.has('DELETE', '/parts/p1')).toBe(false);
    api.answer('DELETE', '/parts/p1', { deletedCount: 1 });
    expect(api.has('DELETE', '/parts/p1')).toBe(true);
    await expect(api.delete('/parts/p1')).resolves.toEqual({ deletedCount: 1 });
  });

  it('hands out a JSON copy, as over the wire, so nobody edits the fixture', async () => {
    const part = { _id: 'p1', name: 'Screen', createdAt: new Date('2026-01-02T03:04:05Z') };
    const api = createFakeApi({ 'GET /purchase/p1': part });
    const first = await api.get<typeof part & { createdAt: string }>('/purchase/p1');
    first.name = 'edited';
    expect(first.createdAt).toBe('2026-01-02T03:04:05.000Z');
    await expect(api.get('/purchase/p1')).resolves.toMatchObject({ name: 'Screen' });
  });

  it('fails with the API error shape, never answers, or answers when the test says so', async () => {
    const pending = deferred<{ ok: boolean }>();
    const api = createFakeApi({
      'PATCH /parts': failWith(409, 'Sold out'),
      'GET /reviews': never,
      'GET /parts': () => pending.promise,
    });

    const error = await api.patch('/parts', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, message: 'Sold out', body: { statusCode: 409, message: 'Sold out' } });

    const settled = jest.fn();
    void api.get('/reviews').then(settled);
    const parts = api.get('/parts');
    pending.resolve({ ok: true });
    await expect(parts).resolves.toEqual({ ok: true });
    expect(settled).not.toHaveBeenCalled();
  });

  it('turns an API path into an absolute asset URL and leaves absolute URLs alone', () => {
    const api = createFakeApi();
    expect(api.assetUrl('/images/parts/x.svg')).toBe('http://api.test/images/parts/x.svg');
    expect(api.assetUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('answers getPage with an array as the whole list, or with one page of a longer list', async () => {
    const api = createFakeApi({
      'GET /reviews': [{ _id: 'r1' }],
      'GET /parts?page=2&limit=1': listPage([{ _id: 'p2' }], { total: 3, links: { prev: '/parts?page=1&limit=1' } }),
    });
    await expect(api.getPage('/reviews')).resolves.toEqual({ items: [{ _id: 'r1' }], total: 1, links: {} });
    await expect(api.getPage('/parts?page=2&limit=1')).resolves.toEqual({
      items: [{ _id: 'p2' }],
      total: 3,
      links: { prev: '/parts?page=1&limit=1' },
    });
    await expect(api.getPage('/parts')).rejects.toMatchObject({ status: 404 });
  });
});
