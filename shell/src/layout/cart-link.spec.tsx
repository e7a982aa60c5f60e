import { act, screen, within } from '@testing-library/react';
import { cartBroadcastChannel, cartChangedEvent, type Cart } from '@phoneparts/contracts';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { TopBar } from './top-bar';
import { ann, renderShell } from '../testing/render-shell';

const cartOf = (lineCount: number): Cart => ({
  lines: [],
  lineCount,
  totalUnits: lineCount,
  total: 0,
  canCheckout: lineCount > 0,
});

const cartLink = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Cart/ });
const announce = (detail: unknown) =>
  act(() => void window.dispatchEvent(new CustomEvent(cartChangedEvent, { detail })));

describe("the top bar's cart link", () => {
  it('reads the cart once after sign-in and shows its number of lines', async () => {
    const { calls } = renderShell(<TopBar />, { user: ann, routes: { 'GET /cart': () => [200, cartOf(3)] } });
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('3');
    expect(cartLink()).toHaveAttribute('href', '/cart');
    expect(cartLink()).toHaveAccessibleName('Cart 3 lines');
    expect(calls.filter((call) => call.path === '/cart')).toHaveLength(1);
  });

  it('follows what the storefront announces in this tab at once, without reading the cart again', async () => {
    const { calls } = renderShell(<TopBar />, { user: ann, routes: { 'GET /cart': () => [200, cartOf(0)] } });
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('0');
    announce({ lineCount: 1 });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(cartLink()).toHaveAccessibleName('Cart 1 line');
    // Anything else on the event is ignored: another script's or a future release's malformed message.
    announce({ lineCount: -1 });
    announce({ count: 7 });
    announce(null);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(calls.filter((call) => call.path === '/cart')).toHaveLength(1);
  });

  it("follows another tab's changes on the shop's broadcast channel", async () => {
    // jsdom has no BroadcastChannel; Node's carries messages between channels of one name as browsers do.
    const globals = globalThis as { BroadcastChannel?: unknown };
    globals.BroadcastChannel = NodeBroadcastChannel;
    renderShell(<TopBar />, { user: ann, routes: { 'GET /cart': () => [200, cartOf(2)] } });
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('2');
    const otherTab = new BroadcastChannel(cartBroadcastChannel);
    otherTab.postMessage({ lineCount: 5 });
    otherTab.close();
    expect(await screen.findByText('5')).toHaveAttribute('data-testid', 'cart-count');
    delete globals.BroadcastChannel;
  });

  it('shows the link without a number when the cart cannot be read', async () => {
    const { calls } = renderShell(<TopBar />, { user: ann, routes: { 'GET /cart': () => [500, { message: 'down' }] } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls.some((call) => call.path === '/cart')).toBe(true);
    expect(cartLink()).toHaveAccessibleName('Cart');
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('is not shown to a visitor, who has no cart to read', () => {
    const { calls } = renderShell(<TopBar />);
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/cart')).toBe(false);
  });
});
