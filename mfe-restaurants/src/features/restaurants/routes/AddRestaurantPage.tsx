import { Page } from '@dd/ui-kit';

export function AddRestaurantPage() {
  return <Page title="Add New Restaurant" />;
}
