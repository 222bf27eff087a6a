import { Page } from '@dd/ui-kit';

export function EditRestaurantPage() {
  return <Page title="Edit Restaurant" />;
}
