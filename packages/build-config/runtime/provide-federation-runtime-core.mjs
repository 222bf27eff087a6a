// The federation runtime core as the global a remote built with
// `experiments.externalRuntime` reads (FEDERATION_RUNTIME_CORE_GLOBAL in
// ../index.mjs); bundled for a remote's standalone page, which has no host.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
