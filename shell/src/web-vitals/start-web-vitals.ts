import type { ShopConfig } from '@phoneparts/shared-ui';

/** The share of visits that report when config.json does not say (SHOP_CONFIG's webVitalsSampleRate). */
export const defaultWebVitalsSampleRate = 0.1;

/**
 * Starts the Core Web Vitals reporter for a sampled share of visits. All of it (web-vitals included)
 * is a separate chunk loaded once the page is idle, or as soon as it is hidden, whichever comes first:
 * the first load carries only these lines. web-vitals reads LCP and CLS from buffered performance
 * entries, so loading it late loses nothing that came before.
 */
export function startWebVitals(config: ShopConfig, random: () => number = Math.random): void {
  const sampleRate = config.webVitalsSampleRate ?? defaultWebVitalsSampleRate;
  if (!(random() < sampleRate)) return;
  // The page the visit landed on: LCP is that page's, and so is the visit in field data.
  const landingPath = window.location.pathname;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    void import(/* webpackChunkName: "web-vitals-reporter" */ './web-vitals-reporter').then(({ reportWebVitals }) =>
      reportWebVitals({ apiUrl: config.apiUrl, landingPath }),
    );
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5_000 });
  else setTimeout(load, 3_000);
  document.addEventListener('visibilitychange', load, { once: true });
}
