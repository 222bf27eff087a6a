export { preloadRemoteRoutes, RemoteRoutes } from './RemoteRoutes';
export { pagesOf, REMOTE_PAGES, remoteServing } from './remotePages';
export { registerRuntimeRemotes } from './registerRemotes';
export type { RemoteName } from './remoteNames';
