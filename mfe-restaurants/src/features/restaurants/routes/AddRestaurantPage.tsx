import { Page } from '../../../components/Page';

export function AddRestaurantPage() {
  return <Page title="Add New Restaurant" />;
}
