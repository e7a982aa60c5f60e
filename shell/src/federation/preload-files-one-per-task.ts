import { nextTask } from '@phoneparts/shared-ui/next-task';

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
      addPreload(document, waiting.shift()!);
    }
  };
  return (url) => {
    if (waiting.push(url) === 1) void addEach();
    return false;
  };
}

function addPreload(document: Document, url: string) {
  const style = /\.css(\?|$)/.test(url);
  // The page may have asked for the file itself by now (webpack's <script> or stylesheet): no second request.
  const requested = Array.from(
    document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]'),
  );
  if (requested.some((element) => ('src' in element ? element.src : element.href) === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', style ? 'style' : 'script'); // the attribute: jsdom (the tests) does not reflect the property
  link.href = url;
  document.head.appendChild(link);
}
