// The Module Federation bundler runtime of the page, set once as the global
// (FEDERATION_BUNDLER_RUNTIME_GLOBAL in ../index.mjs) from which each remote
// builds its container's runtime object (./federation-bundler-runtime-from-host.mjs)
// instead of carrying a copy of the code. The host has no exposes, so its
// build leaves out the container entry's initialiser; it is added here.
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

globalThis._DD_FEDERATION_BUNDLER_RUNTIME ??= {
  attachShareScopeMap: federation.attachShareScopeMap,
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
};

/** As a runtime plugin of the host: loading it set the global; the plugin itself does nothing. */
export default function provideFederationBundlerRuntime() {
  return { name: 'dd-provide-federation-bundler-runtime' };
}
