export { AppLayout } from './AppLayout';
export { PageErrorFallback } from './PageErrorFallback';
export { RouteErrorBoundary } from './RouteErrorBoundary';
export { PageLoading } from './PageLoading';
export { LOAD_AHEAD_MARGIN, LoadWhenNear } from './deferred/LoadWhenNear';
export { ScrollRestorer } from './scroll';
export { LOG_MEAL_LABEL, LOG_MEAL_PATH } from './log-meal';
