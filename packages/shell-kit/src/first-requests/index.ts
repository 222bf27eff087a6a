// `@dd/shell-kit/first-requests`: what a remote's first-requests script bundles;
// it must stay free of React, the router and the query cache.
export { startFirstRequests, type FirstRequests, type PageLocation } from './firstRequests';
export { matchPage } from '@dd/contracts';
