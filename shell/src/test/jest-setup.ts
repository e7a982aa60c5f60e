import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; ScrollToTop calls it on every navigation.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  beforeEach(() => window.localStorage.clear());
}
