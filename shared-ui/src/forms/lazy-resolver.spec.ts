import type { Resolver, ResolverOptions } from 'react-hook-form';
import { uiMessages } from '@phoneparts/contracts';
import { lazyResolver } from './lazy-resolver';

type Fields = { quantity: number };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Fields>;
const accepting: Resolver<Fields, unknown, Fields> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the checks once, on the first preload or check, and then checks with them', async () => {
    const load = jest.fn(async () => accepting);
    const checks = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    checks.preload();
    checks.preload();
    await expect(checks.resolver({ quantity: 2 }, undefined, options)).resolves.toEqual({
      values: { quantity: 2 },
      errors: {},
    });
    await checks.resolver({ quantity: 3 }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the form with the network message when the checks cannot load, and tries again next time', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<typeof accepting>, []>().mockRejectedValueOnce(new Error('ChunkLoadError'));
    load.mockResolvedValue(accepting);
    const checks = lazyResolver(load);

    checks.preload(); // a failed preload is not reported on its own: the check that needs it reports it
    await expect(checks.resolver({ quantity: 2 }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { root: { type: 'load', message: uiMessages.networkError } },
    });
    await expect(checks.resolver({ quantity: 2 }, undefined, options)).resolves.toEqual({
      values: { quantity: 2 },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
