export { RemotePage } from './RemotePage';
export { configureRemotes, preloadRemotePage } from './remoteRegistry';
