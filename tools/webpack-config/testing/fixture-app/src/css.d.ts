/// <reference path="../../../css-modules.d.ts" />
/// <reference path="../../../release.d.ts" />
