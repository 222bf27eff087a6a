export { RemotePage } from './RemotePage';
export { configureRemotes, prefetchRemotePage, preloadRemotePage } from './remoteRegistry';
