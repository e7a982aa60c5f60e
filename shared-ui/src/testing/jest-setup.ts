import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
