export { AppLayout } from './AppLayout';
export { PageErrorFallback } from './PageErrorFallback';
export { RouteErrorFallback } from './RouteErrorFallback';
export { PageLoading } from './PageLoading';
