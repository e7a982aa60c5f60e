import type { ShopConfig } from '@phoneparts/shared-ui';
import { parseShopConfig } from '@phoneparts/shared-ui/shop-config';

/**
 * The shop's runtime config as the browser reads it (the web tier's /config.json), read again once it
 * is older than `maxAgeMs`: a remote release switched in config.json reaches the render server within
 * that time, with no restart. A failed read keeps the last config (none yet: the read fails).
 */
export function shopConfigSource(url: string, maxAgeMs = 2_000, now = Date.now) {
  let cached: { config: ShopConfig; at: number } | null = null;
  let pending: Promise<ShopConfig> | null = null;
  async function read(): Promise<ShopConfig> {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const config = parseShopConfig(await response.json());
    cached = { config, at: now() };
    return config;
  }
  return (): Promise<ShopConfig> => {
    if (cached && now() - cached.at < maxAgeMs) return Promise.resolve(cached.config);
    pending ??= read().finally(() => (pending = null));
    return cached ? pending.catch(() => cached!.config) : pending;
  };
}
