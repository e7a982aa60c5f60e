import { firstLoadBudgetKb } from './budgets';
import { describeFiles, firstLoadFiles, kb } from './first-load-files';

/**
 * The bundle budget (docs/front-end-performance.md#budgets) as a build-time check: the home page's first-load
 * JavaScript, listed from the production builds' chunk graphs (build-report/first-load.json, written by every web
 * app's build that turbo runs before the tests) and gzipped. No browser: it costs a second. `npm run bench` measures
 * the same page in Chromium (bench/first-load.ts).
 */
describe('home page first-load JavaScript (gzip)', () => {
  const files = firstLoadFiles('/');
  const total = kb(files.reduce((sum, f) => sum + f.gzipBytes, 0));
  const shellEntry = files.find((f) => f.file === 'shell/main.js');

  it('lists the shell entry, the storefront remote entry, the home page module and the shared modules', () => {
    const names = files.map((f) => f.file);
    expect(names).toEqual(
      expect.arrayContaining([
        'shell/first-screen.js',
        'shell/main.js',
        'storefront-mfe/remoteEntry.js',
        expect.stringMatching(/HomePage/),
      ]),
    );
    expect(files.some((f) => f.role === 'shared react-dom/client')).toBe(true);
    // One copy of each shared module: the remote uses the shell's.
    expect(files.filter((f) => f.role.startsWith('shared ')).every((f) => f.file.startsWith('shell/'))).toBe(true);
  });

  it(`stays within ${firstLoadBudgetKb.total} KB in all`, () => {
    if (total > firstLoadBudgetKb.total)
      throw new Error(
        `the home page loads ${total} KB of JavaScript (gzip), over the budget of ${firstLoadBudgetKb.total} KB:\n${describeFiles(files)}`,
      );
  });

  it(`keeps the shell entry within ${firstLoadBudgetKb.shellEntry} KB`, () => {
    if (!shellEntry) throw new Error('shell/main.js is not in the first load');
    const size = kb(shellEntry.gzipBytes);
    if (size > firstLoadBudgetKb.shellEntry)
      throw new Error(
        `shell/main.js is ${size} KB gzip, over the budget of ${firstLoadBudgetKb.shellEntry} KB:\n${describeFiles(files)}`,
      );
  });
});
