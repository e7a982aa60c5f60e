import type { RemoteName } from '@phoneparts/contracts';

/** The request URIs (path and query) of each remote's pages: the routes of contracts/src/remotes.ts. */
export const remotePageRequests: Record<RemoteName, RegExp>;
/** What a preloaded URL may be: an absolute http(s) URL with a path, of plain URL characters only. */
export const safePreloadUrl: RegExp;
/** A remote's mf-manifest.json URL from its config.json setting, as the shell resolves it, or null. */
export function manifestUrlOf(setting: unknown): string | null;
/** The Link header of the page at `requestUri` under the shell's `config`, or null (no remote, unsafe config). */
export function remotePreloadHeader(config: unknown, requestUri: string): string | null;
/** The remote whose page `requestUri` is, or null for the shell's own pages and files. */
export function remoteOfRequest(requestUri: string): RemoteName | null;
