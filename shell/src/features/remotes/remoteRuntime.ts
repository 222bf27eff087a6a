// The code that mounts remotes' routes, loaded with the first remote page (or
// ahead of it, see remoteRegistry): the landing page's first paint does
// without it.
export { forgetLoadedRemotes, preloadRemoteRoutes, RemoteRoutes } from './RemoteRoutes';
