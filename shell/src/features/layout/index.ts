export { AppLayout } from './AppLayout';
export { PageErrorFallback } from './PageErrorFallback';
export { RouteErrorBoundary } from './RouteErrorBoundary';
export { PageLoading } from './PageLoading';
export { LoadWhenNear } from './deferred/LoadWhenNear';
