import { Page } from '@dd/ui-kit';

export function RestaurantListPage() {
  return <Page title="Restaurants" />;
}
