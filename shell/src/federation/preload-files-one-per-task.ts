import { nextTask } from '@phoneparts/shared-ui/next-task';
import { preloadOnce } from './preload-once';

/**
 * A `filter` for federation's `preloadRemote` that takes the page's own files over from it. Federation
 * adds the remote entry and every file's `<link rel="preload">` in the one task where the manifest
 * arrives, with a timer for each; in traces on the bench's host that task took 9-87 ms (up to 300 ms of
 * Total Blocking Time on Lighthouse's 4x slower phone), most of it Chromium starting each request. The filter
 * refuses every file (federation still loads the remote entry and marks the module preloaded, so its
 * later `loadRemote` adds nothing again) and adds each file's preload here, one per task, in
 * federation's order.
 */
export function preloadFilesOnePerTask(document: Document): (url: string) => boolean {
  const waiting: string[] = [];
  const addEach = async () => {
    while (waiting.length) {
      await nextTask();
      const url = waiting.shift()!;
      preloadOnce(document, url, /\.css(\?|$)/.test(url) ? 'style' : 'script');
    }
  };
  return (url) => {
    if (waiting.push(url) === 1) void addEach();
    return false;
  };
}
