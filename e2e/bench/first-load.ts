import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

interface LoadedScript {
  url: string;
  gzipBytes: number;
}

export interface FirstLoad {
  scripts: LoadedScript[];
  totalKb: number;
  /** The shell's entry file (main.js). */
  shellEntryKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The JavaScript a phone downloads to show `url`: every script response until the network is quiet,
 * without scrolling or any other interaction, each gzipped (level 9) from the bytes served.
 */
export async function measureFirstLoad(browser: Browser, url: string, shellOrigin: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const pending: Array<Promise<LoadedScript | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const entry = scripts.find((s) => s.url === `${shellOrigin}/main.js`);
    if (!entry) throw new Error(`the shell entry ${shellOrigin}/main.js was not loaded`);
    return { scripts, totalKb: kb(total), shellEntryKb: kb(entry.gzipBytes) };
  } finally {
    await context.close();
  }
}
