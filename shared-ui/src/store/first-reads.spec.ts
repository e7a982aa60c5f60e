import { settleFirstReads, type PageRead } from './first-reads';

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

const anywhere = { search: new URLSearchParams(), params: {} };

describe('settleFirstReads', () => {
  it("starts each read in a task of its own, with the store, the search and the route's parameters, and settles once all have", async () => {
    const log: string[] = [];
    const settles: Array<() => void> = [];
    const read =
      (name: string): PageRead<string> =>
      (store, search, params) => {
        log.push(`${name} ${store} q=${search.get('q')} id=${params?.id}`);
        return new Promise<void>((resolve) => settles.push(resolve));
      };
    let settled = false;
    const address = { search: new URLSearchParams('q=screen'), params: { id: 'p-1' } };
    void settleFirstReads([read('first'), read('second')], 'store', address, 60_000).then(() => (settled = true));

    expect(log).toEqual([]);
    await nextTurn();
    expect(log).toEqual(['first store q=screen id=p-1']);
    await nextTurn();
    expect(log).toEqual(['first store q=screen id=p-1', 'second store q=screen id=p-1']);
    settles[1]();
    await nextTurn();
    expect(settled).toBe(false);
    settles[0]();
    await nextTurn();
    expect(settled).toBe(true);
  });

  it('settles when a read fails, and when a read throws (logged: a bug, but the page still renders)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(settleFirstReads([() => Promise.reject(new Error('503'))], null, anywhere)).resolves.toBe(undefined);
    const thrown = new Error('bug');
    await expect(
      settleFirstReads(
        [
          () => {
            throw thrown;
          },
        ],
        null,
        anywhere,
      ),
    ).resolves.toBe(undefined);
    expect(error).toHaveBeenCalledWith('[shared-ui] a first read failed', thrown);
    error.mockRestore();
  });

  it('settles after waitMs when a read hangs', async () => {
    jest.useFakeTimers();
    let settled = false;
    void settleFirstReads([() => new Promise(() => undefined)], null, anywhere, 500).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    jest.useRealTimers();
  });
});
