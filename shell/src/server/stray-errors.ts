/**
 * What the render server does with an error no request caught. A remote's server build runs inside
 * this process, its timers and promises included, so an error thrown there by a bad release would
 * otherwise end the process (Node's default) and every page with it. Such an error is written — at
 * most once a minute through `warn`, with its stack — and the server goes on: each page is drawn with
 * a store of its own, a render the error left unfinished answers the client-rendered page when its
 * time runs out (render-page.ts), and the next config.json or request loads the remotes again.
 */
export function keepServingThroughStrayErrors(
  warn: (message: string) => void,
  on: (event: 'unhandledRejection' | 'uncaughtException', listener: (error: unknown) => void) => void = (
    event,
    listener,
  ) => process.on(event, listener),
): void {
  on('unhandledRejection', (reason) => warn(`[render] a promise failed with nobody waiting for it: ${told(reason)}`));
  on('uncaughtException', (error) => warn(`[render] an error escaped every handler: ${told(error)}`));
}

const told = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
