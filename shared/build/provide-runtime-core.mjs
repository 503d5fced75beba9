// A Module Federation runtime plugin of the host (shared/build/index.ts): puts the host's own copy of
// `@module-federation/runtime-core` on `globalThis._FEDERATION_RUNTIME_CORE` before federation starts, where a
// remote's production build, which leaves it out (`externalRuntime`), finds it. The import is the very module
// the host's federation runtime uses (an alias to the package's ES module entry), so the page holds one copy.
// (The package's own inject-external-runtime-core-plugin imports the CommonJS build: a second copy, ~9 kB.)
import * as runtimeCore from 'muestrario-federation-runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'muestrario-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
