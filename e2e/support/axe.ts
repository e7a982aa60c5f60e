import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts no page may have (axe-core's two highest of four). */
const blocking = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The offending elements' selectors and axe's summary of what to fix, one line each. */
  nodes: string[];
}

/**
 * Rules axe-core marks experimental (off by default) that the shop holds itself to. Label in name
 * (WCAG 2.5.3): a control's accessible name contains its visible text, so a person using voice control
 * can say what they see. Lighthouse reports it; the footer's logo link once failed it.
 */
const experimentalRulesKept = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Runs axe-core (every rule of its default set, and the experimental ones above) on the page and keeps
 * the serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const { violations } = await runAxe(page, { rules: experimentalRulesKept });
  return violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
      ),
    }));
}

/**
 * axe-core's run of the whole page. AxeBuilder is made for frames of other origins: it injects axe-core
 * (560 KB of script) into every frame, runs each frame's part there, then opens a blank page, injects
 * axe-core again and merges the parts in it. A page without frames (the shop's pages have none) gets
 * the same rules on the same document from one injection and `axe.run`, as AxeBuilder's own
 * same-origin mode does; a page with frames still goes through AxeBuilder.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze();
  await page.evaluate(`${axe.source};axe.configure({ branding: { application: 'playwright' } })`);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
}

/** A readable list for a failure message: rule, impact, help, then each element. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => [`${f.id} (${f.impact}): ${f.help}`, ...f.nodes.map((n) => `    ${n}`)].join('\n'))
    .join('\n');
}

/**
 * Fails with the findings when the page as it is now has a serious or critical violation: for the
 * states a journey reaches that the site-map visits cannot (a page opened from a mailed link).
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const findings = await seriousViolations(page);
  if (findings.length > 0)
    throw new Error(`${where}: serious/critical axe-core violations:\n${describeFindings(findings)}`);
}
