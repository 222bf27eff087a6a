import { useBreadcrumbOverride } from '@dd/shell-kit';
import { Page } from '@dd/ui-kit';

const DISCOVER_CRUMBS = [{ label: 'Restaurants', to: '/restaurants' }, { label: 'Discover' }];

export function DiscoverPage() {
  useBreadcrumbOverride(DISCOVER_CRUMBS);
  return <Page title="Discover Nearby Restaurants" />;
}
