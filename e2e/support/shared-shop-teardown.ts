import { runningSharedShopKey, type RunningSharedShop } from './shared-shop-setup';

/** jest globalTeardown of the 'shared-shop' project: stops what shared-shop-setup started. */
export default async function stopSharedShop(): Promise<void> {
  await ((globalThis as Record<string, unknown>)[runningSharedShopKey] as RunningSharedShop | undefined)?.stop();
}
