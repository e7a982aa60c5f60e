import type { ConsoleMessage, Page } from 'playwright-core';

/**
 * What a browser test's pages said went wrong: an uncaught error (`pageerror`), a console error and a
 * console warning (React's warnings, Chromium's own, e.g. an unused preload). Every page opened with
 * `newPage()` is watched, and a test fails when one of its pages reported a problem that no rule below
 * (or the test itself, with `allowProblems`) allows: `fail-on-page-problems.ts` checks after each test.
 */
export interface PageProblem {
  kind: 'pageerror' | 'console.error' | 'console.warning';
  text: string;
  /** Where it came from: the script, or for a failed request the resource's address. */
  url: string;
}

export interface AllowedProblem {
  /** Matched against `kind: text`. */
  pattern: RegExp;
  /** Why this is not a defect: the allow-list is read by people. */
  why: string;
  /** Only for a resource at an address this returns true for. */
  url?: (url: string) => boolean;
}

/**
 * The problems every test may leave: each is the browser telling of something the shop does on purpose.
 */
export const allowedEverywhere: readonly AllowedProblem[] = [
  {
    // Chromium logs every 4xx answer of a fetch as a console error. The API answers 4xx on purpose (a
    // wrong password, a refused admin page, a sold-out part …), and the tests provoke them; the page shows
    // the API's message, which the tests check. A 4xx of a web server (a missing script or chunk) and any
    // 5xx stay failures.
    pattern: /^console\.error: Failed to load resource: the server responded with a status of 4\d\d/,
    why: "the API's refusal of a request the test makes on purpose",
    url: (url) => isApiUrl(url),
  },
  {
    // Chromium warns of a preload not used "within a few seconds from the window's load event". The web
    // tier names the remote of the page's route in the document's Link header before anyone knows
    // whether a session exists (it lives in the page's storage): a visitor on a signed-in page is sent
    // to sign in and never uses it. And on a busy machine the shell starts later than a few seconds.
    // That a signed-in visit uses every preload is the shell spec's own check ("no preload left
    // unused", on an idle page, without this allowance).
    pattern: /^console\.warning: The resource \S+ was preloaded using link preload but not used within a few seconds/,
    why: 'a visitor sent to sign in, or a slow start on a busy machine',
  },
];

let apiOrigins: string[] = [];
/** The API's address in this run (useShop/useOwnShop set it): its 4xx answers are refusals, not faults. */
export function setApiUrl(url: string): void {
  apiOrigins = [...new Set([...apiOrigins, new URL(url).origin])];
}
const isApiUrl = (url: string) => {
  try {
    return apiOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
};

interface Watched {
  page: Page;
  problems: PageProblem[];
  /** How many of `problems` were already reported. */
  reported: number;
  allowed: AllowedProblem[];
  /** The test that opened it (for the failure message). */
  test: string | undefined;
}

const watched = new Set<Watched>();

const describeProblem = (p: PageProblem) => `${p.kind}: ${p.text}`;
const isAllowed = (problem: PageProblem, rules: readonly AllowedProblem[]) =>
  rules.some((rule) => rule.pattern.test(describeProblem(problem)) && (!rule.url || rule.url(problem.url)));

/** Starts watching `page`; returns the list its problems are collected in (as text, for a failure message). */
export function watchPage(page: Page): { problems: string[] } {
  const entry: Watched = { page, problems: [], reported: 0, allowed: [], test: currentTestName() };
  watched.add(entry);
  const problems: string[] = [];
  const add = (problem: PageProblem) => {
    entry.problems.push(problem);
    problems.push(describeProblem(problem));
  };
  page.on('pageerror', (error) => add({ kind: 'pageerror', text: error.message, url: page.url() }));
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const kind = type === 'error' ? 'console.error' : 'console.warning';
    add({ kind, text: message.text(), url: message.location().url || page.url() });
  });
  pages.set(page, entry);
  return { problems };
}

const pages = new WeakMap<Page, Watched>();

/**
 * Allows on `page` the problems a test provokes on purpose (a remote it stopped, a release it refuses):
 * say why, as the allow-list above does.
 */
export function allowProblems(page: Page, ...rules: AllowedProblem[]): void {
  const entry = pages.get(page);
  if (!entry) throw new Error('allowProblems: this page was not opened with newPage()');
  entry.allowed.push(...rules);
}

/**
 * The problems no rule allows that the watched pages reported since the last call, as readable lines;
 * forgets the pages closed by now (a page of a concurrent test that is still open is checked again
 * later). Empty when all is well.
 */
export function takeUnallowedProblems(): string[] {
  const lines: string[] = [];
  for (const entry of watched) {
    const fresh = entry.problems.slice(entry.reported);
    entry.reported = entry.problems.length;
    const unallowed = fresh.filter((p) => !isAllowed(p, [...allowedEverywhere, ...entry.allowed]));
    for (const p of unallowed)
      lines.push(`${describeProblem(p)}\n    at ${p.url}${entry.test ? `\n    (page opened by "${entry.test}")` : ''}`);
    if (entry.page.isClosed()) watched.delete(entry);
  }
  return lines;
}

function currentTestName(): string | undefined {
  try {
    return expect.getState().currentTestName;
  } catch {
    return undefined;
  }
}

/** Throws, listing them, when the watched pages reported problems no rule allows (see takeUnallowedProblems). */
export function assertNoPageProblems(): void {
  const lines = takeUnallowedProblems();
  if (lines.length)
    throw new Error(`The page reported ${lines.length} problem(s) no rule allows:\n${lines.join('\n')}`);
}
