import { assertNoPageProblems } from './page-problems';

// Loaded by every browser-test project (jest `setupFilesAfterEnv`, e2e/jest.config.js): a test fails when
// a page it opened with `newPage()` threw an uncaught error or logged a console error or warning that
// the allow-list of page-problems.ts (or the test's own `allowProblems`) does not allow.
afterEach(assertNoPageProblems);
afterAll(assertNoPageProblems);
