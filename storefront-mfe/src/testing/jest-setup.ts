import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; react-slick registers its breakpoints with it. Nothing matches here,
// so components render with their top-level (widest-screen) settings.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
