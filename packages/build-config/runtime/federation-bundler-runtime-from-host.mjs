// What a remote's build bundles in place of the Module Federation bundler
// runtime: a container's own runtime object (its options, instance and share
// scopes are its own, as a bundled copy's would be) around the functions the
// host set on FEDERATION_BUNDLER_RUNTIME_GLOBAL (../index.mjs), which take
// the container's require function as an argument. `@module-federation/runtime`
// stays the remote's own: its init finds the container's instance by the
// build's identifier, which the bundler compiles into it.
import * as runtime from '@module-federation/runtime';

const host = globalThis._DD_FEDERATION_BUNDLER_RUNTIME;
if (!host)
  throw new Error(
    'No Module Federation bundler runtime on the page: load this remote from the shell, or its standalone page',
  );

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
