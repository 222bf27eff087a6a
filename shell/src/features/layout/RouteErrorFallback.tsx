import { useRouteError } from 'react-router';
import { PageErrorFallback } from './PageErrorFallback';

/** A route's errorElement: shows the page fallback for whatever the route threw. */
export function RouteErrorFallback() {
  const error = useRouteError();
  return <PageErrorFallback error={error} />;
}
