import { apiUrlHintKey } from '@phoneparts/contracts';
import { fetchTakingFirstScreenReads, firstScreenReadLifetimeMs, handOverFirstScreen } from './first-screen-state';
import { writeApiUrlHint } from '../store/token-storage';
import { apiUrl, firstScreenState, nextTurn, responseOf, verified } from './first-screen-fixtures';

/** The shell's side of the hand-over: taking the script's reads over, and when to start and render. */
describe('fetchTakingFirstScreenReads', () => {
  const stateWith = (at = Date.now()) =>
    firstScreenState({
      reads: {
        [`${apiUrl}/auth/me`]: { at, authorization: 'Bearer t', response: Promise.resolve(responseOf(200, verified)) },
      },
    });

  it("answers the script's read once, to the same GET with the same token; everything else asks", async () => {
    const network = jest.fn(async () => responseOf(200, { fresh: true }));
    const doFetch = fetchTakingFirstScreenReads(stateWith(), network);
    const me = `${apiUrl}/auth/me`;
    expect(await (await doFetch(me, { headers: { Authorization: 'Bearer other' } })).json()).toEqual({ fresh: true });
    expect(await (await doFetch(me, { method: 'POST', headers: { Authorization: 'Bearer t' } })).json()).toEqual({
      fresh: true,
    });
    expect(await (await doFetch(me, { method: 'GET', headers: { Authorization: 'Bearer t' } })).json()).toEqual(
      verified,
    );
    expect(await (await doFetch(me, { headers: { Authorization: 'Bearer t' } })).json()).toEqual({ fresh: true });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('asks again when the answer is older than its lifetime, and is plain fetch without a first screen', async () => {
    const network = jest.fn(async () => responseOf(200, { fresh: true }));
    const stale = fetchTakingFirstScreenReads(stateWith(Date.now() - firstScreenReadLifetimeMs - 1), network);
    expect(await (await stale(`${apiUrl}/auth/me`, { headers: { Authorization: 'Bearer t' } })).json()).toEqual({
      fresh: true,
    });
    expect(fetchTakingFirstScreenReads(undefined, network)).toBe(network);
  });
});

describe('handOverFirstScreen', () => {
  const state = (drawn: boolean) => firstScreenState({ drawn });

  it('holds the first render until what it needs to draw the same card has settled, then stops the script', async () => {
    const drawn = state(true);
    let settleUser!: () => void;
    const user = new Promise<void>((resolve) => (settleUser = resolve));
    let handedOver = false;
    const handOver = handOverFirstScreen(drawn, [user, Promise.reject(new Error('preview failed')), undefined]).then(
      () => (handedOver = true),
    );
    await nextTurn();
    expect(handedOver).toBe(false);
    settleUser();
    await handOver;
    expect(drawn.shellRendering).toBe(true);
  });

  it('holds nothing when the script drew nothing', async () => {
    const notDrawn = state(false);
    await handOverFirstScreen(notDrawn, [new Promise(() => undefined)]); // a read that never settles
    expect(notDrawn.shellRendering).toBe(true);
    await expect(handOverFirstScreen(undefined, [])).resolves.toBeUndefined();
  });
});

describe('writeApiUrlHint', () => {
  it("keeps the config's API address, without a trailing slash, for the next visit's first screen", () => {
    writeApiUrlHint('https://api.shop.example/');
    expect(window.localStorage.getItem(apiUrlHintKey)).toBe('https://api.shop.example');
  });
});
