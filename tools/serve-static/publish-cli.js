#!/usr/bin/env node
// @ts-check
// phoneparts-publish-release <dist> <releasesDir>: copies a remote's build to <releasesDir>/v/<version>/.
const { publishRelease } = require('./publish-release');

const [dist, releasesDir] = process.argv.slice(2);
if (!dist || !releasesDir) {
  console.log('Usage: phoneparts-publish-release <dist> <releasesDir>');
  process.exit(2);
}
try {
  const { target, version, alreadyPublished } = publishRelease({ dist, releasesDir });
  console.log(alreadyPublished ? `${version} is already published at ${target}` : `Published ${version} at ${target}`);
} catch (error) {
  console.error(`publish-release: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
