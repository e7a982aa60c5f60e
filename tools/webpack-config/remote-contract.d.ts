import type { Compiler } from 'webpack';

export function missingExposes(exposed: readonly string[], contract: Readonly<Record<string, unknown>>): string[];
export function federationOptionsOf(
  configFactory: unknown,
  mode?: 'production' | 'development',
): {
  name: string;
  exposes?: Record<string, string>;
  shared?: Record<string, { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string }>;
};
export interface BuiltManifest {
  metaData: { name: string; buildInfo: { buildVersion: string; buildName: string } };
  exposes: Array<{ name: string; path: string }>;
  shared: Array<{ name: string; version: string; requiredVersion?: string; singleton?: boolean }>;
}
export function readBuiltManifest(distDir: string): BuiltManifest;
/** Readable problems of a remote against its contract (config, built manifest, version, shared ranges); [] = kept. */
export function contractProblems(options: {
  appDir: string;
  name: string;
  contract: Readonly<Record<string, unknown>>;
  /** Defaults to require(appDir/webpack.config.js). */
  config?: unknown;
  /** Defaults to appDir/dist. */
  distDir?: string;
}): string[];
export class RemoteContractPlugin {
  constructor(options: { name: string; exposes?: Record<string, string>; contract: Readonly<Record<string, unknown>> });
  apply(compiler: Compiler): void;
}
