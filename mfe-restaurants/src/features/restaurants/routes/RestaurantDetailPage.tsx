import { Page } from '@dd/ui-kit';

export function RestaurantDetailPage() {
  return <Page title="Restaurant details" />;
}
