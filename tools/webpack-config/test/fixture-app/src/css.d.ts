/// <reference path="../../../css-modules.d.ts" />
