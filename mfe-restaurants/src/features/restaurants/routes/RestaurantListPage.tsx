import { Page } from '../../../components/Page';

export function RestaurantListPage() {
  return <Page title="Restaurants" />;
}
