import type { ShopConfig } from '@phoneparts/shared-ui';

const fallback: ShopConfig = {
  apiUrl: 'http://localhost:4000',
  remotes: {
    storefront: 'http://localhost:3001/mf-manifest.json',
    dashboard: 'http://localhost:3002/mf-manifest.json',
  },
};

/** The same runtime config the shell reads (public/config.json here); the local defaults if absent. */
export async function loadConfig(): Promise<ShopConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) return fallback;
    return { ...fallback, ...((await response.json()) as Partial<ShopConfig>) };
  } catch {
    return fallback;
  }
}
