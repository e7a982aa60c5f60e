import type { RemoteName } from '@phoneparts/contracts';

export interface RemoteLocation {
  manifestUrl: string;
  /** The version config.json asks for (given, or read from a /v/<version>/ URL); the manifest must say the same. */
  version?: string;
}

/** A semantic version; it is also a path segment, so nothing else is accepted. */
const releaseVersionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const versionInPath = /\/v\/([^/]+)\/[^/]*$/;

/**
 * Where to load a remote from, or a readable problem with its setting. A remote in config.json is either
 * the URL of its mf-manifest.json, or where its releases live and which one to serve —
 * `{ "url": "https://cdn.example/storefront", "version": "1.4.0" }` loads
 * `https://cdn.example/storefront/v/1.4.0/mf-manifest.json` (the release layout of RELEASING.md).
 * Releasing or rolling back a remote is an edit of that version, never a rebuild of the shell.
 */
export function resolveRemote(name: RemoteName, setting: unknown): RemoteLocation | string {
  if (typeof setting === 'string') {
    if (!isHttpUrl(setting)) return `remotes.${name} must be an absolute URL`;
    const inPath = versionInPath.exec(new URL(setting).pathname)?.[1];
    return { manifestUrl: setting, ...(inPath && releaseVersionPattern.test(inPath) ? { version: inPath } : {}) };
  }
  const { url, version } = (setting ?? {}) as { url?: unknown; version?: unknown };
  if (!isHttpUrl(url)) return `remotes.${name}.url must be an absolute URL`;
  if (version === undefined) return { manifestUrl: `${url.replace(/\/+$/, '')}/mf-manifest.json` };
  if (typeof version !== 'string' || !releaseVersionPattern.test(version))
    return `remotes.${name}.version must be a version like 1.4.0`;
  return { manifestUrl: `${url.replace(/\/+$/, '')}/v/${version}/mf-manifest.json`, version };
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
