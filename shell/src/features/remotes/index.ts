export { configureRemotes, preloadRemotePage, RemotePage } from './remotesOnDemand';
export { pagesOf, REMOTE_PAGES, remoteServing } from './remotePages';
export type { RemoteName } from './remoteNames';
