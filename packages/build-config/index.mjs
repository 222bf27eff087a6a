// rspack + Module Federation 2 config factories for the shell (host) and the
// feature remotes. Every workspace builds the same way: SWC for TS/TSX with the
// automatic React runtime, native CSS (CSS Modules for `*.module.css`),
// content-hashed file names and one set of shared singletons. One module per
// job under src/; this file is the package's public surface.
export { contractsSourceDir } from './src/contracts.mjs';
export { standaloneDevServer } from './src/dev-server.mjs';
export {
  FEDERATION_BUNDLER_RUNTIME_GLOBAL,
  FEDERATION_RUNTIME_CORE_GLOBAL,
  bundlerRuntimeFromHostAlias,
  bundlerRuntimeProviderPlugin,
  federationRuntimeEsmAliases,
  runtimeCoreProviderPlugin,
} from './src/federation-runtime.mjs';
export { LANDING_DIR, createLandingConfig } from './src/landing-config.mjs';
export { NAMED_CHUNKS_FILE, PAGE_CHUNKS_FILE, pageChunksOf } from './src/page-chunks.mjs';
export { REACT_QUERY_FACADE, withReactQueryFacade } from './src/react-query.mjs';
export { REACT_ROUTER_FACADE, withReactRouterFacade } from './src/react-router.mjs';
export { createRemoteConfig, STANDALONE_CHUNK } from './src/remote-config.mjs';
export {
  BUNDLED_SHARED_UI,
  HOST_EAGER,
  SINGLETONS,
  createShared,
  eagerInHost,
  requiredVersionOf,
} from './src/shared.mjs';
export {
  REACT_ROUTER_SERVER_FACADE,
  REMOTE_SERVER_DIR,
  SHELL_SERVER_DIR,
  SHELL_SERVER_FILE,
  createRemoteServerConfig,
  createShellServerConfig,
} from './src/server-config.mjs';
export { SERVICE_WORKER_FILE, createServiceWorkerConfig } from './src/service-worker-config.mjs';
export { createShellConfig } from './src/shell-config.mjs';
