// A federation runtime plugin of the shell: each shared module (React, React DOM, the router,
// shared-ui …) is resolved in a task of its own instead of all of them in one.
//
// With `asyncStartup` the runtime resolves the page's shared singletons in parallel promises that,
// once the chunks are there, settle as microtasks of one task: version matching, registration and the
// modules' own start-up, a long task on a slow phone that blocks input. Yielding to the browser before
// each one splits that work into short tasks; with nothing else waiting a yield costs next to nothing.

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
