// A federation runtime plugin of the shell: each shared module (React, React DOM, the router,
// shared-ui …) is resolved in a task of its own instead of all of them in one.
//
// With `asyncStartup` the runtime resolves the page's 11 shared singletons in parallel promises that,
// once the chunks are there, settle as microtasks of one task: version matching, registration and the
// modules' own start-up, 70 ms and more on Lighthouse's phone (4x CPU), a long task that blocks input
// and counts in Total Blocking Time (docs/benchmarks.md). Yielding to the browser before each one
// splits that work into short tasks; with nothing else waiting a yield costs well under a millisecond.

import { nextTask } from '@phoneparts/shared-ui/next-task';

export default function yieldBetweenShares() {
  return {
    name: 'phoneparts-yield-between-shares',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
