/** @jest-environment jsdom */
import { preloadOnce } from './preload-once';

describe('preloadOnce', () => {
  const preloads = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) =>
      [link.getAttribute('as'), link.href, link.getAttribute('fetchpriority')].join(' '),
    );

  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('adds a preload with its type and attributes, once per address', () => {
    preloadOnce(document, 'http://api.test/p-1.svg', 'image', { fetchpriority: 'high' });
    preloadOnce(document, 'http://api.test/p-1.svg', 'image', { fetchpriority: 'high' });
    expect(preloads()).toEqual(['image http://api.test/p-1.svg high']);
  });

  it('adds none for a file the page already loads as a script or a style sheet', () => {
    document.head.innerHTML =
      '<script src="http://cdn.test/436.js"></script><link rel="stylesheet" href="http://cdn.test/home.css">';
    preloadOnce(document, 'http://cdn.test/436.js', 'script');
    preloadOnce(document, 'http://cdn.test/home.css', 'style');
    preloadOnce(document, 'http://cdn.test/983.js', 'script');
    expect(preloads()).toEqual(['script http://cdn.test/983.js ']);
  });
});
