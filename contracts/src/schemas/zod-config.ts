import { z } from 'zod';

/**
 * In a browser zod parses without generating code. The shop's Content-Security-Policy has no
 * 'unsafe-eval', and zod's probe for `new Function` (made when an object schema is built) is itself
 * reported as a policy violation (Lighthouse best practices: inspector issues). The API keeps the
 * compiled fast path. Imported first by every schema module (package.json lists it in sideEffects).
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
