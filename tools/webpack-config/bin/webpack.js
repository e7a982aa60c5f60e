#!/usr/bin/env node
// npm keeps webpack-cli nested under this package (its optional js-yaml peer clashes with the hoisted
// js-yaml 3), so webpack's own `webpack` bin cannot find the CLI from an app folder. This bin runs
// the CLI from here; it resolves `webpack` itself from the workspace root as usual.
require(require.resolve('webpack-cli/bin/cli.js'));
