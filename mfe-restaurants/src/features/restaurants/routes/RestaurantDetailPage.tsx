import { Page } from '../../../components/Page';

export function RestaurantDetailPage() {
  return <Page title="Restaurant details" />;
}
