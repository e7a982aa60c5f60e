/** @jest-environment jsdom */
import { preloadFilesOnePerTask } from './preload-files-one-per-task';

describe('preloadFilesOnePerTask', () => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const preloads = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => [
      link.getAttribute('as'),
      link.href,
    ]);

  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("refuses every file to federation and preloads each one in a task of its own, in federation's order", async () => {
    const filter = preloadFilesOnePerTask(document);
    const files = ['http://cdn.test/home.css', 'http://cdn.test/436.js', 'http://cdn.test/expose_Home.js'];
    expect(files.map(filter)).toEqual([false, false, false]);
    expect(preloads()).toEqual([]); // nothing in federation's task
    await nextTask();
    expect(preloads()).toEqual([['style', files[0]]]);
    await nextTask();
    expect(preloads()).toEqual([
      ['style', files[0]],
      ['script', files[1]],
    ]);
    await nextTask();
    expect(preloads()).toEqual([
      ['style', files[0]],
      ['script', files[1]],
      ['script', files[2]],
    ]);
  });

  it('adds no preload for a file the page has requested itself meanwhile, and takes later files too', async () => {
    const filter = preloadFilesOnePerTask(document);
    filter('http://cdn.test/436.js');
    const script = document.createElement('script');
    script.src = 'http://cdn.test/436.js';
    document.head.appendChild(script);
    await nextTask();
    expect(preloads()).toEqual([]);
    filter('http://cdn.test/983.js');
    await nextTask();
    expect(preloads()).toEqual([['script', 'http://cdn.test/983.js']]);
  });
});
