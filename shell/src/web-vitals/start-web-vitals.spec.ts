import type { ShopConfig } from '@phoneparts/shared-ui';
import { defaultWebVitalsSampleRate, startWebVitals } from './start-web-vitals';

const config = (webVitalsSampleRate?: number): ShopConfig => ({
  apiUrl: 'http://api.test',
  remotes: { storefront: 'http://s.test/mf-manifest.json', dashboard: 'http://d.test/mf-manifest.json' },
  ...(webVitalsSampleRate === undefined ? {} : { webVitalsSampleRate }),
});

/** Which visits load the reporter: the sampling happens before anything is scheduled or fetched. */
describe('startWebVitals', () => {
  let idle: jest.Mock;
  beforeEach(() => {
    idle = jest.fn();
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = idle;
  });
  afterEach(() => delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback);

  it.each([
    [0.5, 0.49, true],
    [0.5, 0.5, false],
    [0, 0, false],
    [1, 0.999, true],
  ])('with a rate of %d and a draw of %d, loads the reporter: %s', (rate, draw, loads) => {
    startWebVitals(config(rate), () => draw);
    expect(idle).toHaveBeenCalledTimes(loads ? 1 : 0);
  });

  it(`samples ${defaultWebVitalsSampleRate} of visits when config.json does not say`, () => {
    startWebVitals(config(), () => defaultWebVitalsSampleRate - 0.001);
    startWebVitals(config(), () => defaultWebVitalsSampleRate);
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
