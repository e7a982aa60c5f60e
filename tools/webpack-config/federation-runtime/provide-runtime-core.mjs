// A federation runtime plugin of the shell: hands its runtime core to the remotes, which are built
// with `externalRuntime` and read it from `_FEDERATION_RUNTIME_CORE` instead of bringing a second
// copy (the remote entry shrinks from 19 to 9 KB gzip). The shell's own core is the one imported
// here, so the namespace adds only the exports its runtime did not already use.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'phoneparts-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
