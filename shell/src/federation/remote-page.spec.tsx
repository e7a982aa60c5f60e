import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { uiMessages } from '@phoneparts/contracts';
import { RemotePage } from './remote-page';
import { clearRemoteCache, loadRemoteComponent, remoteLoadTimeoutMs } from './remote-loader';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** What the runtime's errorLoadRemote hook (our plugin) hands back for a remote that is down. */
function failedModule(id: string) {
  const hook = remoteFallbackPlugin().errorLoadRemote as (args: object) => unknown;
  return hook({ id, error: new TypeError('Failed to fetch'), lifecycle: 'onLoad', from: 'runtime' });
}

function renderPage(id = 'storefront/HomePage') {
  return render(
    <MemoryRouter>
      <header>top bar</header>
      <RemotePage id={id} />
    </MemoryRouter>,
  );
}

describe('RemotePage', () => {
  beforeEach(() => {
    clearRemoteCache();
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows a loader, then the remote's default-exported page", async () => {
    load.mockResolvedValue({ default: () => <h1>We sell Mobile Parts</h1> });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.loading);
    expect(await screen.findByRole('heading', { name: 'We sell Mobile Parts' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('storefront/HomePage');
  });

  it('shows the fallback in the page area when the runtime reports the remote as down', async () => {
    load.mockImplementation(async (id) => failedModule(id) as never);
    renderPage('dashboard/OrderPage');
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent(uiMessages.remoteUnavailable);
    expect(screen.getByText('top bar')).toBeInTheDocument();
  });

  it('shows the fallback when loading rejects, and tries again on request', async () => {
    load
      .mockRejectedValueOnce(new Error('RUNTIME-008 remote entry failed'))
      .mockResolvedValue({ default: () => <p>dashboard home</p> });
    renderPage('dashboard/OrderPage');
    await screen.findByTestId('remote-fallback');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dashboard home')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote page that crashes while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue({ default: Broken });
    renderPage();
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('top bar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('gives up on a load that never answers', async () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValue(new Promise(() => undefined));
      renderPage();
      await act(async () => {
        jest.advanceTimersByTime(remoteLoadTimeoutMs + 1);
      });
      await waitFor(() => expect(screen.getByTestId('remote-fallback')).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('loadRemoteComponent', () => {
  beforeEach(() => {
    clearRemoteCache();
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('caches a loaded page but not a failure', async () => {
    const Page = () => null;
    const fake = jest
      .fn()
      .mockResolvedValueOnce(failedModule('storefront/HomePage'))
      .mockResolvedValue({ default: Page });
    await expect(loadRemoteComponent('storefront/HomePage', fake)).rejects.toThrow(
      'storefront/HomePage is unavailable',
    );
    await expect(loadRemoteComponent('storefront/HomePage', fake)).resolves.toBe(Page);
    await expect(loadRemoteComponent('storefront/HomePage', fake)).resolves.toBe(Page);
    expect(fake).toHaveBeenCalledTimes(2);
  });

  it('refuses a module without a component', async () => {
    await expect(loadRemoteComponent('storefront/HomePage', async () => ({ default: 42 }))).rejects.toThrow(
      /unavailable/,
    );
  });
});

describe('remoteFallbackPlugin', () => {
  it('answers only the final onLoad failure, so manifest errors still reach it', () => {
    const hook = remoteFallbackPlugin().errorLoadRemote as (args: object) => unknown;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      hook({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve', from: 'runtime' }),
    ).toBeUndefined();
    expect(
      hook({ id: 'storefront/HomePage', error: new Error('x'), lifecycle: 'onLoad', from: 'runtime' }),
    ).toMatchObject({ id: 'storefront/HomePage' });
  });
});
