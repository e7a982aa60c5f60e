// @phoneparts/shared-ui/standalone — a remote's standalone dev host (its own page, `npm run dev -w <remote>`):
// the shell's context with a stand-in auth, a bare sign-in and a top bar. Not shared through Module
// Federation and never imported by an exposed module, so none of it reaches the shell's pages. It imports
// shared-ui's modules by path, which in a webpack build are the very modules of the shared singleton.
export { startStandalone } from './start-standalone';
export { StandaloneHost, type StandaloneHostOptions } from './standalone-host';
export { useStandaloneAuth, type StandaloneAuth } from './use-standalone-auth';
