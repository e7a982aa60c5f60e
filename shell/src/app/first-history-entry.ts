/**
 * Gives the page's first history entry the index React Router's BrowserRouter would give it (`idx: 0`
 * in `history.state`), before React renders. BrowserRouter does it on its first render with
 * `history.replaceState`, which Chromium commits as a same-document navigation there and then: 4–9 ms of
 * main thread on the bench's host (under Lighthouse), inside one of the shell's render slices. Called in
 * a start-up step of the shell (src/index.tsx), it costs the same once in a shorter task. An entry that
 * has an index (a reload, back and forward) is left as it is.
 */
export function indexFirstHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (isIndexed(state)) return;
  history.replaceState({ ...(typeof state === 'object' ? state : {}), idx: 0 }, '');
}

function isIndexed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number';
}
