import type { Compiler } from 'webpack';

export function federationOptionsOf(
  configFactory: unknown,
  mode?: 'production' | 'development',
): {
  name: string;
  exposes?: Record<string, string>;
  shared?: Record<string, { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string }>;
};
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
