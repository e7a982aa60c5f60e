import type { BrowserContext, Page } from 'playwright-core';

/**
 * Lighthouse 12's mobile conditions applied for real with Chromium's DevTools protocol: its "slow 4G"
 * (150 ms round trip and 1.6 Mbit/s, with the same 3.75x latency and 0.9x throughput factors Lighthouse
 * applies when DevTools throttles) and a 4x CPU slowdown. Lighthouse simulates a load from an
 * unthrottled trace; here the page really runs that slowly, so what a script does after the first paint
 * (the page becoming usable) is felt as a phone would feel it.
 */
export const slow4g = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
} as const;
export const cpuSlowdown = 4;

/** A phone-sized page with the conditions above, set before its first request. */
export async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}
