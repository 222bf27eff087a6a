// The federation side of the shell, loaded with the first remote page (or
// ahead of it, see remotesOnDemand): the landing page's first paint does
// without it.
export { forgetLoadedRemotes, preloadRemoteRoutes, RemoteRoutes } from './RemoteRoutes';
export { registerRuntimeRemotes } from './registerRemotes';
