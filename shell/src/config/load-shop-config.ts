import type { ShopConfig } from '@phoneparts/shared-ui';

/**
 * Reads the runtime config served next to the shell (/config.json), so the API and the remotes can
 * move or be re-released without rebuilding the shell. `no-cache` makes a changed file count on reload.
 */
export async function loadShopConfig(url = '/config.json', doFetch: typeof fetch = fetch): Promise<ShopConfig> {
  const response = await doFetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseShopConfig(await response.json());
}

export function parseShopConfig(value: unknown): ShopConfig {
  const config = value as Partial<ShopConfig> | null;
  const problems = [
    !isUrl(config?.apiUrl) && 'apiUrl',
    !isUrl(config?.remotes?.storefront) && 'remotes.storefront',
    !isUrl(config?.remotes?.dashboard) && 'remotes.dashboard',
  ].filter(Boolean);
  if (problems.length) throw new Error(`config.json needs absolute URLs for: ${problems.join(', ')}`);
  return config as ShopConfig;
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
