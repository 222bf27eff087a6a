import { Page } from '../../../components/Page';

export function EditRestaurantPage() {
  return <Page title="Edit Restaurant" />;
}
