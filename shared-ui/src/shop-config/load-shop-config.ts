import { remoteNames } from '@phoneparts/contracts';
import type { ShopConfig } from '../context/shop-context';
import { isCurrencyWithCents } from '../format/currency-code';
import { isHttpUrl, resolveRemote, type RemoteLocation } from './remote-location';

/**
 * Reads the runtime config served next to the shell (/config.json), so the API and the remotes can
 * move or be re-released without rebuilding the shell. The shell's index.html preloads it
 * (`<link rel="preload" as="fetch" crossorigin>`) so it arrives with the scripts, not after them: this
 * is a plain fetch, so the browser hands over that preloaded answer. A changed file still counts on the
 * next load: every server of the shop sends config.json with `Cache-Control: no-cache` (revalidated).
 */
export async function loadShopConfig(url = '/config.json', doFetch: typeof fetch = fetch): Promise<ShopConfig> {
  const response = await doFetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseShopConfig(await response.json());
}

/** Checks config.json and resolves each remote's setting (see resolveRemote) to its manifest URL. */
export function parseShopConfig(value: unknown): ShopConfig {
  const file = value as {
    apiUrl?: unknown;
    remotes?: Record<string, unknown>;
    webVitalsSampleRate?: unknown;
    currency?: unknown;
    country?: unknown;
  } | null;
  const problems: string[] = [];
  if (!isHttpUrl(file?.apiUrl)) problems.push('apiUrl must be an absolute URL');
  const sampleRate = file?.webVitalsSampleRate;
  if (sampleRate !== undefined && !(typeof sampleRate === 'number' && sampleRate >= 0 && sampleRate <= 1))
    problems.push('webVitalsSampleRate must be a number from 0 to 1');
  const currency = file?.currency;
  if (currency !== undefined && !isCurrencyWithCents(currency))
    problems.push('currency must be an ISO 4217 code with cents (USD, EUR)');
  const country = file?.country;
  // Its shape only: the list of codes ships with the phone library, which the shell's entry must not
  // carry; the API checks SHOP_COUNTRY, which must name the same country, against that list.
  if (country !== undefined && !(typeof country === 'string' && /^[A-Z]{2}$/.test(country)))
    problems.push('country must be an ISO 3166-1 alpha-2 code (US, GB)');
  const locations = remoteNames.map((name) => [name, resolveRemote(name, file?.remotes?.[name])] as const);
  for (const [, location] of locations) if (typeof location === 'string') problems.push(location);
  if (problems.length) throw new Error(`config.json: ${problems.join('; ')}`);

  const resolved = Object.fromEntries(locations) as Record<(typeof remoteNames)[number], RemoteLocation>;
  const remoteVersions = Object.fromEntries(
    locations.flatMap(([name, l]) => (typeof l !== 'string' && l.version ? [[name, l.version]] : [])),
  );
  return {
    apiUrl: file!.apiUrl as string,
    remotes: { storefront: resolved.storefront.manifestUrl, dashboard: resolved.dashboard.manifestUrl },
    remoteVersions,
    ...(sampleRate === undefined ? {} : { webVitalsSampleRate: sampleRate as number }),
    ...(currency === undefined ? {} : { currency: currency as string }),
    ...(country === undefined ? {} : { country: country as string }),
  };
}
