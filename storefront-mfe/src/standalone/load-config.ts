import type { ShopConfig } from '@phoneparts/shared-ui';

/** The same runtime config the shell reads; the API on its default port when none is served. */
export async function loadStandaloneConfig(): Promise<ShopConfig> {
  const fallback: ShopConfig = {
    apiUrl: 'http://localhost:4000',
    remotes: {
      storefront: window.location.origin + '/mf-manifest.json',
      dashboard: 'http://localhost:3002/mf-manifest.json',
    },
  };
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    return response.ok ? { ...fallback, ...((await response.json()) as Partial<ShopConfig>) } : fallback;
  } catch {
    return fallback;
  }
}
