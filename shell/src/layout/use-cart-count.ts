import { useEffect, useState } from 'react';
import { cartBroadcastChannel, cartChangedEvent, type Cart, type CartChangedDetail } from '@phoneparts/contracts';
import { useApi, useAuth } from '@phoneparts/shared-ui';

/** A message from another release or another script counts only if it carries a whole count. */
export function isCartChangedDetail(value: unknown): value is CartChangedDetail {
  const count = (value as Partial<CartChangedDetail> | null)?.lineCount;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0;
}

/**
 * The number of lines in the signed-in customer's cart, for the top bar (docs/decisions/0003): read
 * once from GET /cart after sign-in, then taken from what the storefront announces in this tab (a
 * `phoneparts:cart-changed` event) and in the shop's other tabs (the `phoneparts-cart` channel).
 * Undefined while unknown (signed out, not read yet, or an API without a cart): the link shows no number.
 */
export function useCartCount(): number | undefined {
  const api = useApi();
  const { status, user } = useAuth();
  const email = status === 'signedIn' ? (user?.email ?? null) : null;
  const [count, setCount] = useState<number | undefined>(undefined);

  useEffect(() => {
    setCount(undefined);
    if (!email) return;
    let current = true;
    api.get<Cart>('/cart').then(
      // A count announced while this read was on its way is the newer one.
      (cart) => current && setCount((known) => known ?? cart.lineCount),
      () => undefined,
    );
    const take = (detail: unknown) => {
      if (isCartChangedDetail(detail)) setCount(detail.lineCount);
    };
    const onEvent = (event: Event) => take((event as CustomEvent<unknown>).detail);
    window.addEventListener(cartChangedEvent, onEvent);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(cartBroadcastChannel);
    if (channel) channel.onmessage = (message: MessageEvent<unknown>) => take(message.data);
    return () => {
      current = false;
      window.removeEventListener(cartChangedEvent, onEvent);
      channel?.close();
    };
  }, [api, email]);

  return email ? count : undefined;
}
