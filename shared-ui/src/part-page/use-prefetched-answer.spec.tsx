import { act, renderHook, waitFor } from '@testing-library/react';
import { createFakeApi, deferred } from '../testing';
import { usePrefetchedAnswer } from './use-prefetched-answer';

describe('usePrefetchedAnswer', () => {
  const part = { _id: 'p1', name: 'Battery' };

  it('gives an answer that has already arrived in the first render', async () => {
    const api = createFakeApi({ 'GET /purchase/p1': part });
    await api.prefetch('/purchase/p1');
    const first: unknown[] = [];
    renderHook(() => first.push(usePrefetchedAnswer(api, '/purchase/p1')));
    expect(first[0]).toEqual(part);
  });

  it('gives an answer on its way once it arrives, and nothing for a failed one or a path nobody prefetched', async () => {
    const later = deferred<typeof part>();
    const api = createFakeApi({
      'GET /purchase/p1': () => later.promise,
      'GET /purchase/gone': () => Promise.reject(new Error('404')),
    });
    void api.prefetch('/purchase/p1');
    void api.prefetch('/purchase/gone').catch(() => undefined);

    const { result, rerender } = renderHook(({ path }) => usePrefetchedAnswer(api, path), {
      initialProps: { path: '/purchase/p1' },
    });
    expect(result.current).toBeUndefined();
    await act(async () => later.resolve(part));
    await waitFor(() => expect(result.current).toEqual(part));

    rerender({ path: '/purchase/gone' });
    expect(result.current).toBeUndefined();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.current).toBeUndefined();

    rerender({ path: '/purchase/never' });
    expect(result.current).toBeUndefined();
  });
});
