import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has getRandomValues but no SubtleCrypto: use Node's (the real implementation) for SHA-256.
if (typeof crypto !== 'undefined' && !crypto.subtle)
  Object.defineProperty(crypto, 'subtle', { value: webcrypto.subtle });

if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; ScrollToTop calls it on every navigation.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
