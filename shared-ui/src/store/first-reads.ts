import { nextTask } from '../scheduling/next-task';

/**
 * A read a page needs for its first render (`withStore`'s `firstReads`): it starts the read in the
 * page's store, with the arguments the page's query hook will use (the address's query, `search`, and
 * the route's parameters, `params`, may decide them), and returns what settles once the answer is in,
 * whatever it is: typically `store.dispatch(api.endpoints.x.initiate(arg, { subscribe: false }))`.
 * `params` came after `search`: a shell whose shared-ui is older passes only `search`.
 */
export type PageRead<Store> = (store: Store, search: URLSearchParams, params?: PageParams) => PromiseLike<unknown>;

/** The route's parameters, as the page's `useParams()` gives them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** Where the page was opened: what its first reads are decided by. */
export interface PageAddress {
  search: URLSearchParams;
  params: PageParams;
}

/**
 * How long a page waits for its first reads before it renders anyway, with its loaders. The shell has
 * usually fetched them while the page's code loaded, so the wait is most often nothing; a slow API
 * costs the page's static sections at most this long (the shell's placeholder shows meanwhile).
 */
export const firstReadsWaitMs = 1000;

/**
 * Starts the reads, each in a task of its own (one `fetch` call alone costs 3–4 ms of main thread on
 * the bench's host: together the reads made one long task), and settles once every read has settled or
 * `waitMs` has passed, whichever comes first. It never rejects: a failed read is the page's to show.
 */
export async function settleFirstReads<Store>(
  reads: readonly PageRead<Store>[],
  store: Store,
  { search, params }: PageAddress,
  waitMs = firstReadsWaitMs,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  const settled = (async () => {
    const answers: PromiseLike<unknown>[] = [];
    for (const read of reads) {
      await nextTask();
      answers.push(read(store, search, params));
    }
    await Promise.allSettled(answers);
  })();
  // A read that throws is a bug, not the shopper's problem: the page still renders.
  await Promise.race([
    settled.catch((error: unknown) => console.error('[shared-ui] a first read failed', error)),
    waited,
  ]);
  clearTimeout(timer);
}
