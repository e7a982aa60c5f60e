/** The build's release version (package.json version, or RELEASE_VERSION), set by @phoneparts/webpack-config. */
declare const __APP_VERSION__: string;
