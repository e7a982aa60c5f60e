// The federation runtime core as a plain script for a remote's own page (its standalone host): the
// remote's bundles expect the core in `_FEDERATION_RUNTIME_CORE`, which a shell provides when it loads them.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
