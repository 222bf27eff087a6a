// The federation runtime core as the global a remote built with
// `experiments.externalRuntime` reads (FEDERATION_RUNTIME_CORE_GLOBAL in
// ../index.mjs), and the bundler runtime's functions (FEDERATION_BUNDLER_RUNTIME_GLOBAL);
// bundled for a remote's standalone page, which has no host.
import * as runtimeCore from '@module-federation/runtime-core';
import './provide-federation-bundler-runtime.mjs';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
