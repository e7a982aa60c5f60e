/// <reference types="@phoneparts/webpack-config/release" />

/** This build's release version (package.json, or RELEASE_VERSION at build time); 'development' under jest. */
export const appVersion = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development';
